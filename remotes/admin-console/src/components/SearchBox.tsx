import { Input } from '@csan/shared-ui/forms';
import { useEffect, useState } from 'react';

type Props = {
  /** The search in the address. */
  value: string;
  /** Called 300 ms after the last keystroke with the new text. */
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
};

/** A list's search box: typing filters on the server once the reader pauses. */
export function SearchBox({ value, onSearch, label, placeholder }: Props) {
  const [text, setText] = useState(value);
  // The address changed under us (Back/Forward, a link): show what it says.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      maxW={{ base: 'full', md: 'sm' }}
    />
  );
}
