import '../../i18n';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../api/answers';
import type { FrameworkItem } from '../../api/assessments';
import { ItemCard } from './ItemCard';

const item = {
  framework_id: 'nist-csf-2.0',
  code: 'GV.OC-01',
  parent_code: 'GV.OC',
  depth: 3,
  position: 3,
  title: 'GV.OC-01',
  description: 'The organizational mission is understood',
  weight: 1,
  answerable: true,
} as FrameworkItem;
const answer = {
  assessment_id: 'a',
  item_code: 'GV.OC-01',
  current_level: 3,
  target_level: null,
  note: 'Policy approved',
  owner_id: null,
  status: 'answered',
  reviewer_comment: null,
} as Answer;

function card(canEdit: boolean, canReview = false) {
  return renderPage(
    <ItemCard
      assessmentId="a"
      item={item}
      answer={answer}
      people={[]}
      canEdit={canEdit}
      canAssign={false}
      canReview={canReview}
      inProgress
      onValidate={() => {}}
      onSendBack={() => {}}
      reviewBusy={false}
    />,
    { strict: false },
  );
}

describe('an item card', () => {
  afterEach(cleanup);

  it('shows the levels with their meaning, the note and the status', async () => {
    await card(true);
    const current = screen.getByLabelText('Current level') as HTMLSelectElement;
    expect(current.value).toBe('3');
    expect(current.disabled).toBe(false);
    expect(
      screen.getByRole('option', { name: '3 — Defined (documented and applied)', selected: true }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Policy approved');
    expect(screen.getByTestId('status').textContent).toBe('Answered');
  });

  it('is read-only for a member who may not change it, without review buttons', async () => {
    await card(false);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('3 — Defined (documented and applied)')).toBeTruthy();
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: /Validate/ })).toBeNull();
  });

  it('offers Validate and Send back to a reviewer on an answered item', async () => {
    await card(true, true);
    expect(screen.getByRole('button', { name: 'Validate GV.OC-01' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send back GV.OC-01' })).toBeTruthy();
  });
});
