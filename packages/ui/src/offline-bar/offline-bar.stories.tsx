import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fakeConnectivity } from './fake-connectivity.test.helper';
import { OfflineBar } from './offline-bar';

/** A stand-in window whose connection the story's buttons drop and restore with real online/offline events. */
function Demo({ startOnline }: { startOnline: boolean }) {
  const [win] = useState(() => fakeConnectivity(startOnline));
  return (
    <>
      <button type="button" onClick={() => win.go(false)}>
        Go offline
      </button>
      <button type="button" onClick={() => win.go(true)}>
        Go online
      </button>
      <OfflineBar connectivity={win.connectivity} />
    </>
  );
}

const meta = {
  title: 'UI/Offline bar',
  component: Demo,
  // The bar is fixed to the bottom of the window; here of a window-like frame (layout containment makes the frame
  // its containing block), so the story shows it in one fixed place whatever the canvas size, and it is painted
  // with the page rather than as a layer of its own, which Chromium was seen to picture without its words after the
  // window was resized for the screenshot.
  decorators: [
    (Story) => (
      <div style={{ contain: 'layout', minHeight: 240, border: '1px solid var(--fk-color-border)' }}>
        <Story />
      </div>
    ),
  ],
  args: { startOnline: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Connection: Offline')).toBeNull();
  },
};

export const Offline: Story = {
  args: { startOnline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection: Offline');
  },
};

export const FollowsTheConnection: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection: Offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Go online' }));
    await waitFor(() => expect(canvas.queryByText('Connection: Offline')).toBeNull());
  },
};

export const ClosedUntilTheNextOutage: Story = {
  args: { startOnline: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText('Connection: Offline')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Go online' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection: Offline');
  },
};
