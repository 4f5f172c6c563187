import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailbox } from './mailbox.js';

const mail = (subject: string) => ({ to: 'ama@csan.test', subject, text: `${subject} body` });

describe('the dev mailbox', () => {
  it('in memory, forgets everything when the stack restarts', async () => {
    await createMailbox().send(mail('Invitation'));
    expect(createMailbox().list()).toEqual([]);
  });

  it('kept in a file, lists after a restart what was sent before it, newest first', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mailbox-')), 'data', 'mailbox.jsonl');
    const before = createMailbox(file);
    const first = await before.send(mail('Invitation'));
    const second = await before.send(mail('Password reset'));

    const after = createMailbox(file);
    expect(after.list().map((m) => m.id)).toEqual([second.id, first.id]);
    expect(after.list()[1]).toMatchObject({ subject: 'Invitation', text: 'Invitation body' });
  });

  it('skips a line cut short by a crash and keeps the rest', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mailbox-')), 'mailbox.jsonl');
    await createMailbox(file).send(mail('Welcome'));
    appendFileSync(file, '{"id":"cut-sho');
    expect(
      createMailbox(file)
        .list()
        .map((m) => m.subject),
    ).toEqual(['Welcome']);
  });

  it('clear empties the kept file too', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mailbox-')), 'mailbox.jsonl');
    const box = createMailbox(file);
    await box.send(mail('Welcome'));
    box.clear();
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(createMailbox(file).list()).toEqual([]);
  });
});
