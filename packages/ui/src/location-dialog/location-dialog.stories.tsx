import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  LOCATION_DIALOG_TITLE,
  LocationDialog,
  type LocationDialogProps,
  ZIP_CODE_MESSAGE,
} from './location-dialog';

/** The dialog as the shop opens it from a button; closing gives focus back to the button. */
function LocationDialogStory(props: Omit<LocationDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Confirm location
      </button>
      <LocationDialog open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

const meta = {
  title: 'UI/LocationDialog',
  tags: ['responsive'],
  component: LocationDialogStory,
  args: { onConfirm: fn(), guess: { zip: '73301', city: 'Austin', region: 'TX' } },
} satisfies Meta<typeof LocationDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from the story's button and answers it. */
async function openDialog(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }));
  return screen.findByRole('dialog', { name: LOCATION_DIALOG_TITLE });
}

export const Guessed: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(/We think you are in Austin, TX 73301/);
    await userEvent.click(within(dialog).getByRole('button', { name: "Yes, that's right" }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ zip: '73301', city: 'Austin', region: 'TX' });
    // Escape closes it and focus goes back to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Confirm location' })).toHaveFocus();
  },
};

export const WrongGuessTypedZip: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const zip = within(dialog).getByRole('textbox', { name: 'Not right? Enter your ZIP code' });
    await userEvent.type(zip, '8020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this ZIP code' }));
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(ZIP_CODE_MESSAGE);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(zip, '2{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ zip: '80202' });
  },
};

export const Locating: Story = {
  args: { guess: undefined },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Finding your location…');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

export const NoGuess: Story = {
  args: { guess: null },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(/We could not tell where you are/);
    await expect(within(dialog).queryByRole('button', { name: "Yes, that's right" })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your ZIP code' }), '80202{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ zip: '80202' });
  },
};
