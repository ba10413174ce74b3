import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Question({
  onAction,
  pending,
  problem,
}: {
  onAction: () => void;
  pending?: boolean;
  problem?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'asking' : 'answered'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this folder?"
        description="It goes with everything in it."
        cancelLabel="Cancel"
        actionLabel="Delete"
        pendingLabel="Deleting…"
        actionVariant="danger"
        onAction={onAction}
        {...(pending === undefined ? {} : { pending })}
      >
        {problem ? <p role="alert">{problem}</p> : null}
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog with the safe answer focused', () => {
    render(<Question onAction={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this folder?' });
    expect(dialog).toHaveAccessibleDescription('It goes with everything in it.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('does the action and closes when it is a plain answer', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Question onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.getByText('answered')).toBeInTheDocument();
  });

  it('stays open for a request, which the caller ends', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <Question onAction={onAction} pending={false} problem="The folder could not be deleted." />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The folder could not be deleted.');
  });

  it('cannot be answered or escaped while its request is in flight', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Question onAction={onAction} pending />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });
});
