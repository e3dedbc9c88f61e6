import type { VehicleSaveRequest } from '@fitkit/fitment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';
import { CmsShopProvider } from '../../shop-context/shop-context';
import { handledClient, TestCommerce } from './commerce.test.helper';

const OPTIONS: Record<string, { value: string; text: string }[]> = {
  year: [
    { value: '2024', text: '2024' },
    { value: '2021', text: '2021' },
  ],
  make: [
    { value: 'ford', text: 'Ford' },
    { value: 'jeep', text: 'Jeep' },
    { value: 'broken', text: 'Broken Motors' },
  ],
  model: [
    { value: 'gladiator', text: 'Gladiator' },
    { value: 'wrangler', text: 'Wrangler' },
  ],
};

/** Answers the fitment option calls like the API; a make of 'broken' fails, to show the error line. */
const client = handledClient((url) => {
  const type = url.pathname.split('/').at(-1) ?? '';
  if (url.searchParams.get('makeSlug') === 'broken') return new Response('{}', { status: 500 });
  return { type, options: OPTIONS[type] ?? [] };
});

/** The host's submit function: records the vehicle-save request instead of posting it. */
const submitted = fn((_request: VehicleSaveRequest) => {});

const meta = {
  title: 'CMS Blocks/Fitment Selector',
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <CmsProvider mode="published">
        <TestCommerce client={client}>
          <CmsShopProvider
            path="/c/exterior/"
            search="sort=name"
            {...(parameters.inPage ? { submitVehicle: submitted } : {})}
          >
            <Story />
          </CmsShopProvider>
        </TestCommerce>
      </CmsProvider>
    ),
  ],
  parameters: { inPage: true },
  args: { blok: { _uid: 'f1', component: 'fitment_selector', mode: 'MMY' } },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Year first; each choice fills the next select; 'Shop Now' waits until year, make and model are chosen, then
 * hands the host's submit function one vehicle-save request (the page is not posted).
 */
export const ChooseAndSave: Story = {
  play: async ({ canvas }) => {
    submitted.mockClear();
    await expect(canvas.getByRole('heading', { name: 'Select Your Vehicle' })).toBeVisible();
    // The form is a lazy chunk: it appears once loaded.
    const shopNow = await canvas.findByRole('button', { name: 'Shop Now' });
    await expect(shopNow).toBeDisabled();
    await waitFor(() => expect(canvas.getByLabelText('Year')).toBeEnabled());
    await expect(canvas.getByLabelText('Make')).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Year'), '2021');
    await waitFor(() => expect(canvas.getByLabelText('Make')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Make'), 'jeep');
    await waitFor(() => expect(canvas.getByLabelText('Model')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Model'), 'wrangler');
    await waitFor(() => expect(shopNow).toBeEnabled());
    await userEvent.click(shopNow);
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({
      intent: 'save',
      fitment: { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' },
      path: '/c/exterior/',
      search: 'sort=name',
      is404: false,
      mode: 'MMY',
    });
  },
};

/** Changing an earlier select clears and disables the later ones, and 'Shop Now' waits again. */
export const ChangingYearResets: Story = {
  args: {
    blok: { _uid: 'f2', component: 'fitment_selector', title: 'Find parts for your truck', layout: 'grid' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Year')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Year')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Year'), '2024');
    await waitFor(() => expect(canvas.getByLabelText('Make')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Make'), 'ford');
    await waitFor(() => expect(canvas.getByLabelText('Model')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Year'), '2021');
    await expect(canvas.getByLabelText('Make')).toHaveValue('');
    await expect(canvas.getByLabelText('Model')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Shop Now' })).toBeDisabled();
  },
};

/** A failed options load shows SPEC §8's general error under the select, and nothing can be saved. */
export const OptionsFailToLoad: Story = {
  args: { blok: { _uid: 'f3', component: 'fitment_selector', button_label: 'Go' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Year')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Year')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Year'), '2024');
    await waitFor(() => expect(canvas.getByLabelText('Make')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Make'), 'broken');
    const error = await canvas.findByText(/Sorry, something went wrong\./);
    await expect(error.textContent?.trim()).toBe(
      'Sorry, something went wrong.  Please refresh this page and try again.',
    );
    await expect(canvas.getByLabelText('Model')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeDisabled();
  },
};
