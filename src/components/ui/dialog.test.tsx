import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from './dialog';

afterEach(cleanup);

function Example({ hidden = false }: { hidden?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Choose columns</Button>
      </DialogTrigger>
      <DialogContent
        title="Columns"
        description="Pick what the grid shows."
        descriptionHidden={hidden}
        closeLabel="Close columns"
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog opened from state, as a row's button opens one: there is no DialogTrigger. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Move to another time</Button>
      {open ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent title="Move your reservation" description="Pick a new time.">
            <Button onClick={() => setOpen(false)}>Move reservation</Button>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to the button that opened it, without a DialogTrigger', async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Move to another time' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Move reservation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(opener);
  });

  it('opens as a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    const dialog = screen.getByRole('dialog', { name: 'Columns' });
    expect(dialog).toHaveAccessibleDescription('Pick what the grid shows.');
    expect(screen.getByText('Pick what the grid shows.')).toBeVisible();
  });

  it('closes with its × button and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Choose columns' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close columns' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and from a button of its own', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a hidden description for screen readers', async () => {
    const user = userEvent.setup();
    render(<Example hidden />);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    expect(screen.getByRole('dialog', { name: 'Columns' })).toHaveAccessibleDescription(
      'Pick what the grid shows.',
    );
    expect(screen.getByText('Pick what the grid shows.')).toHaveClass('sr-only');
  });
});
