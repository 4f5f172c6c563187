import '@testing-library/jest-dom/vitest';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { QueryStates } from './QueryStates';

afterEach(cleanup);

/** The list's answers, handed out by the test one by one. */
const answers: Array<{ resolve: (rows: string[]) => void; reject: (error: Error) => void }> = [];
const fetchRows = () =>
  new Promise<string[]>((resolve, reject) => answers.push({ resolve, reject }));

async function nextAnswer() {
  await waitFor(() => expect(answers.length).toBeGreaterThan(0));
  return answers.shift() as (typeof answers)[number];
}

function List() {
  const rows = useQuery({ queryKey: ['rows'], queryFn: fetchRows });
  return (
    <QueryStates
      query={rows}
      errorMessage={(error) => `Failed: ${error.message}`}
      empty="No rows yet"
    >
      {(data) => (
        <ul>
          {data.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows loading, then the error with Retry, loading again, empty, then the rows', async () => {
    const { queryClient } = await renderPage(List, { strict: false });
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    (await nextAnswer()).reject(new Error('network down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: network down');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    (await nextAnswer()).resolve([]);
    expect(await screen.findByText('No rows yet')).toBeInTheDocument();

    void queryClient.invalidateQueries({ queryKey: ['rows'] });
    (await nextAnswer()).resolve(['first', 'second']);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'first',
        'second',
      ]),
    );
  });
});
