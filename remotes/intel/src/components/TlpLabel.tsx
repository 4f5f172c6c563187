import { Span } from '@csan/shared-ui';
import { TLP_BACKGROUND, TLP_COLOUR, TLP_LABEL, type TlpLevel } from '../lib/tlp';

/**
 * The TLP label exactly as FIRST writes and colours it (`TLP:AMBER+STRICT` in amber on black):
 * never translated, a reader recognises it in any language.
 */
export function TlpLabel({ level }: { level: TlpLevel }) {
  return (
    <Span
      data-tlp={level}
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="sm"
      fontFamily="mono"
      fontWeight="bold"
      fontSize="sm"
      whiteSpace="nowrap"
      color={TLP_COLOUR[level]}
      bg={TLP_BACKGROUND}
    >
      {TLP_LABEL[level]}
    </Span>
  );
}
