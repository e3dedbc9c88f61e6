import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';

const meta = {
  title: 'CMS Blocks/Page',
  tags: ['responsive'],
  component: RawBlokPreview,
  decorators: [
    (Story) => (
      <CmsProvider mode="published">
        <Story />
      </CmsProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: {
    blok: {
      _uid: 'p',
      component: 'page',
      body: [
        {
          _uid: 'hero',
          component: 'section',
          background_color_mobile: 'PRIMARY_DARK',
          min_height: 'MEDIUM',
          content: [
            {
              _uid: 'hero-text',
              component: 'text',
              text: {
                type: 'doc',
                content: [
                  {
                    type: 'heading',
                    attrs: { level: 1 },
                    content: [{ type: 'text', text: 'Parts that fit your vehicle' }],
                  },
                  {
                    type: 'paragraph',
                    content: [
                      { type: 'text', text: 'Checked against your year, make and model. ' },
                      {
                        type: 'text',
                        text: 'Why us',
                        marks: [{ type: 'link', attrs: { href: '#why-us', linktype: 'url' } }],
                      },
                    ],
                  },
                ],
              },
            },
            {
              _uid: 'hero-shop',
              component: 'button',
              label: 'Shop Exterior',
              link: '/c/exterior/',
              color: 'ACTION',
            },
            {
              _uid: 'hero-fit',
              component: 'button',
              label: 'Select Your Vehicle',
              link: '/?mod=fitment',
              style: 'OUTLINE',
              color: 'WHITE',
            },
          ],
        },
        {
          _uid: 'why',
          component: 'section',
          anchor: 'why-us',
          content: [
            {
              _uid: 'why-text',
              component: 'text',
              text: {
                type: 'doc',
                content: [
                  {
                    type: 'heading',
                    attrs: { level: 2 },
                    content: [{ type: 'text', text: 'A shop that knows your vehicle' }],
                  },
                ],
              },
            },
            { _uid: 'why-interior', component: 'button', label: 'Shop Interior', link: '/c/interior' },
            {
              _uid: 'why-mats',
              component: 'button',
              label: 'Find Floor Mats',
              link: '/search?q=floor%20mats',
              style: 'OUTLINE',
            },
          ],
        },
      ],
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home page built from sections, text and buttons. */
export const HomePage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2']);
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '#why-us',
      '/c/exterior/',
      '/?mod=fitment',
      '/c/interior/',
      '/search/?q=floor%20mats',
    ]);
    await expect(canvasElement.querySelector('#why-us')?.tagName).toBe('SECTION');
    // One shared stylesheet however many sections render.
    await expect(document.querySelectorAll('style[data-href="fk-cms-section"]').length).toBe(1);
  },
};
