import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { blocksField, blokFields, requiredTextField } from '../fields/fields';
import { CONTENT_BLOCKS } from '../storyblok/picker';
import { loadBlokValidator } from './load-validator';
import { isBlokProblemNode } from './problem';
import { BLOK_NAMES, blokSchemas } from './schema';
import { findBlokProblems, parseBlok, validateBloks } from './validate';

describe('parseBlok', () => {
  it('knows every block', () => {
    // The page and every block of the page's bloks fields (the picker's list, one copy) are blocks.
    expect(BLOK_NAMES).toEqual(expect.arrayContaining(['page', ...CONTENT_BLOCKS]));
  });

  it('validates and applies defaults', () => {
    const result = parseBlok({ _uid: 'b', component: 'button', label: 'Go', style: '', color: 'DANGER' });
    expect(result).toMatchObject({
      ok: true,
      blok: {
        max_width: 'NONE',
        padding_mobile: 'NONE',
        _uid: 'b',
        component: 'button',
        label: 'Go',
        style: 'SOLID',
        color: 'DANGER',
        size: 'NORMAL',
        type: 'button',
        full_width: false,
      },
    });
    if (!result.ok || result.blok.component !== 'button') throw new Error('expected a button');
    expect([result.blok.link, result.blok.icon]).toEqual([undefined, undefined]);
  });

  it('narrows by component name', () => {
    const result = parseBlok({ _uid: 'p', component: 'page', body: [] });
    if (!result.ok || result.blok.component !== 'page') throw new Error('expected a page');
    expect(result.blok.body).toEqual([]);
  });

  it('reports unknown names', () => {
    expect(parseBlok({ _uid: 'x', component: 'video' })).toEqual({
      ok: false,
      report: { reason: 'unknown', component: 'video', uid: 'x', issues: [] },
    });
    expect(parseBlok(null)).toMatchObject({
      ok: false,
      report: { reason: 'unknown', component: '', uid: null },
    });
  });

  it('reports invalid fields with their paths', () => {
    const result = parseBlok({ _uid: 's', component: 'section', visible_tablet: 'maybe', content: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.report.reason).toBe('invalid');
    expect(result.report.issues.map((issue) => issue.path).sort()).toEqual(['content', 'visible_tablet']);
  });

  it('tells editors what is wrong in English', () => {
    const result = parseBlok({ _uid: 'b', component: 'button', label: '  ', size: 'HUGE' });
    expect(result).toMatchObject({
      ok: false,
      report: {
        issues: [
          { path: 'label', message: 'Too small: expected string to have >=1 characters' },
          { path: 'size', message: 'Invalid input' },
        ],
      },
    });
  });

  it('requires a uid', () => {
    expect(parseBlok({ component: 'text' }).ok).toBe(false);
  });
});

describe('findBlokProblems', () => {
  it('finds nothing wrong in a valid tree', () => {
    const tree = {
      _uid: 'p',
      component: 'page',
      body: [{ _uid: 's', component: 'section', content: [{ _uid: 'b', component: 'button', label: 'Go' }] }],
    };
    expect(findBlokProblems(tree)).toEqual([]);
  });

  it('lists unknown and invalid bloks at any depth', () => {
    const tree = {
      _uid: 'p',
      component: 'page',
      body: [
        { _uid: 'v', component: 'video' },
        {
          _uid: 's',
          component: 'section',
          content: [{ _uid: 'b', component: 'button', label: 'Go', size: 'HUGE' }],
        },
      ],
    };
    expect(findBlokProblems(tree).map((problem) => [problem.uid, problem.reason])).toEqual([
      ['v', 'unknown'],
      ['b', 'invalid'],
    ]);
  });

  it('stops at an invalid parent', () => {
    expect(findBlokProblems({ _uid: 'p', component: 'page', body: 'nope' })).toHaveLength(1);
  });
});

describe('validateBloks', () => {
  const tree = {
    _uid: 'p',
    component: 'page',
    body: [
      { _uid: 'v', component: 'video' },
      {
        _uid: 's',
        component: 'section',
        content: [
          { _uid: 'b1', component: 'button', label: 'Go', size: 'HUGE' },
          { _uid: 'b2', component: 'button', label: ' Shop ' },
        ],
      },
    ],
  };

  it('validates nested bloks into component props and drops failures on the live site', () => {
    const { bloks, problems } = validateBloks([tree], { mode: 'published' });
    expect(problems.map((problem) => problem.uid)).toEqual(['v', 'b1']);
    const page = bloks[0] as { body: { component: string; content: { label: string; size: string }[] }[] };
    expect(page.body.map((blok) => blok.component)).toEqual(['section']);
    expect(page.body[0]?.content).toEqual([expect.objectContaining({ label: 'Shop', size: 'NORMAL' })]);
  });

  it.each(['draft', 'edit'] as const)('keeps a stand-in for each failure in %s mode', (mode) => {
    const { bloks } = validateBloks([tree], { mode });
    const page = bloks[0] as { body: { _uid: string; content?: Record<string, unknown>[] }[] };
    const [video, section] = page.body;
    expect(video).toEqual({
      _uid: 'v',
      component: 'video',
      _problem: { reason: 'unknown', component: 'video', uid: 'v', issues: [] },
    });
    expect(section?.content?.map((blok) => isBlokProblemNode(blok))).toEqual([true, false]);
  });

  it('does not change the content it was given', () => {
    const before = JSON.stringify(tree);
    validateBloks([tree], { mode: 'draft' });
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('validates blocks of the app with its own schemas', () => {
    const promo = z.object({
      ...blokFields('promo'),
      title: requiredTextField('Title'),
      items: blocksField('Items', ['text']),
    });
    const raw = {
      _uid: 'x',
      component: 'promo',
      title: ' Deals ',
      items: [{ _uid: 'n', component: 'nope' }],
    };
    expect(validateBloks([raw], { mode: 'published' }).problems).toMatchObject([{ reason: 'unknown' }]);
    const { bloks, problems } = validateBloks([raw], {
      mode: 'published',
      schemas: { ...blokSchemas, promo },
    });
    expect(bloks).toEqual([{ _uid: 'x', component: 'promo', title: 'Deals', items: [] }]);
    expect(problems).toMatchObject([{ reason: 'unknown', component: 'nope' }]);
  });

  it("reports the package's blocks placed in a field that does not render them, naming the field", () => {
    const raw = {
      _uid: 'p',
      component: 'page',
      body: [
        { _uid: 'm', component: 'menu-link', text: 'Mats', link: '/c/mats' },
        {
          _uid: 's',
          component: 'section',
          content: [{ _uid: 'r', component: 'review', author: 'A', text: 'B' }],
        },
      ],
    };
    const { bloks, problems } = validateBloks([raw], { mode: 'published' });
    expect(problems).toMatchObject([
      { reason: 'misplaced', component: 'menu-link', uid: 'm' },
      { reason: 'misplaced', component: 'review', uid: 'r' },
    ]);
    expect(problems[1]?.issues[0]?.message).toMatch(
      /^"review" does not render in section\.content; it takes section, /,
    );
    expect(bloks).toMatchObject([{ body: [{ component: 'section', content: [] }] }]);
    // The reviews carousel is the place of reviews.
    const carousel = { _uid: 'c', component: 'reviews_carousel', reviews: raw.body[1]?.content };
    expect(validateBloks([carousel], { mode: 'published' }).problems).toEqual([]);
  });

  it("leaves the host's own blocks to the host, wherever they are placed", () => {
    const promo = z.object({ ...blokFields('promo'), title: requiredTextField('Title') });
    const raw = { _uid: 'p', component: 'page', body: [{ _uid: 'x', component: 'promo', title: 'Deals' }] };
    const { problems } = validateBloks([raw], { mode: 'published', schemas: { ...blokSchemas, promo } });
    expect(problems).toEqual([]);
  });

  it('skips entries that are not bloks at all', () => {
    const { bloks, problems } = validateBloks([null, 'text', { _uid: 'n' }], { mode: 'published' });
    expect(bloks).toEqual([]);
    expect(problems.map((problem) => problem.reason)).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('does not treat inherited object keys as block names', () => {
    const { problems } = validateBloks(
      [
        { _uid: 'c', component: 'constructor' },
        { _uid: 'p', component: '__proto__' },
      ],
      { mode: 'published' },
    );
    expect(problems.map((problem) => problem.reason)).toEqual(['unknown', 'unknown']);
  });
});

describe('loadBlokValidator', () => {
  it('loads the same validator on demand, for the visual editor', async () => {
    expect(await loadBlokValidator()).toBe(validateBloks);
  });
});
