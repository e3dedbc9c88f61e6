import { describe, expect, it } from 'vitest';
import { BLOK_NAMES, findBlokProblems, parseBlok } from './schema';

describe('parseBlok', () => {
  it('knows every block', () => {
    expect(BLOK_NAMES).toEqual(['page', 'section', 'text', 'button']);
  });

  it('validates and applies defaults', () => {
    const result = parseBlok({ _uid: 'b', component: 'button', label: 'Go', style: '', color: 'DANGER' });
    expect(result).toEqual({
      ok: true,
      blok: {
        _uid: 'b',
        component: 'button',
        label: 'Go',
        link: undefined,
        style: 'SOLID',
        color: 'DANGER',
        size: 'NORMAL',
        icon: undefined,
        type: 'button',
        full_width: false,
      },
    });
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
