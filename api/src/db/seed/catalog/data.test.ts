import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { COUNTRIES } from './countries';
import { PRODUCT_DRAWINGS, renderDrawing } from './drawings';
import { PRODUCT_TEMPLATES } from './products';
import { REGIONS } from './regions';
import { EXPRESS } from './shipping';
import { TAGS } from './tags';
import type { CategorySeed, RegionSeed } from './types';

const named = (node: { en: string; zh?: string }) => node.en.trim() !== '' && node.en === node.en.trim();
const unique = (values: string[]) => new Set(values).size === values.length;

/** Paths of the third-level categories, joined with ' / '. */
function leafPaths(tree: CategorySeed[]): Set<string> {
  const paths = new Set<string>();
  for (const top of tree) {
    for (const second of top.children ?? []) {
      for (const third of second.children ?? []) paths.add([top.en, second.en, third.en].join(' / '));
    }
  }
  return paths;
}

/** Whether the tags of an XML document open and close in order (a cheap well-formedness check). */
function balanced(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (name) stack.push(name);
  }
  return stack.length === 0;
}

describe('countries', () => {
  it('lists China first, then every ISO 3166-1 code once, alphabetically', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'CN', en: 'China', zh: '中国' });
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    const codes = COUNTRIES.map((c) => c.code);
    expect(unique(codes)).toBe(true);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(named(c) && c.zh.trim() !== '').toBe(true);
    }
    const rest = COUNTRIES.slice(1).map((c) => c.en);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(codes).toEqual(expect.arrayContaining(['BR', 'US', 'MX', 'AR', 'CL', 'CO', 'PT', 'GB', 'DE']));
  });
});

describe('categories', () => {
  it('has at least 15 top categories, each with 2-4 children of 2-4 leaves', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(15);
    expect(unique(CATEGORIES.map((c) => c.en))).toBe(true);
    for (const top of CATEGORIES) {
      const seconds = top.children ?? [];
      expect(seconds.length, top.en).toBeGreaterThanOrEqual(2);
      expect(seconds.length, top.en).toBeLessThanOrEqual(4);
      expect(unique(seconds.map((c) => c.en)), top.en).toBe(true);
      for (const second of seconds) {
        const thirds = second.children ?? [];
        expect(thirds.length, second.en).toBeGreaterThanOrEqual(2);
        expect(thirds.length, second.en).toBeLessThanOrEqual(4);
        expect(unique(thirds.map((c) => c.en)), second.en).toBe(true);
        for (const node of [top, second, ...thirds])
          expect(named(node) && node.zh.trim() !== '', node.en).toBe(true);
        for (const third of thirds) expect(third.children, third.en).toBeUndefined();
      }
    }
  });
});

describe('tags', () => {
  it('has ten distinct tags in both languages', () => {
    expect(TAGS).toHaveLength(10);
    expect(unique(TAGS.map((t) => t.en))).toBe(true);
    expect(unique(TAGS.map((t) => t.zh))).toBe(true);
    for (const t of TAGS) expect(named(t) && t.zh.trim() !== '').toBe(true);
  });
});

describe('product templates', () => {
  const leaves = leafPaths(CATEGORIES);
  const tags = new Set(TAGS.map((t) => t.en));

  it('hang on existing third-level categories, enough of them', () => {
    expect(PRODUCT_TEMPLATES.length).toBeGreaterThanOrEqual(65);
    const used = new Set<string>();
    for (const t of PRODUCT_TEMPLATES) {
      const path = t.category.join(' / ');
      expect(leaves.has(path), path).toBe(true);
      used.add(path);
    }
    expect(used.size).toBeGreaterThanOrEqual(40);
  });

  it('use existing drawings and tags', () => {
    for (const t of PRODUCT_TEMPLATES) {
      expect(PRODUCT_DRAWINGS[t.drawing], `${t.names[0]}: ${t.drawing}`).toBeTypeOf('function');
      expect(t.tags.length).toBeGreaterThan(0);
      for (const tag of t.tags) expect(tags.has(tag), `${t.names[0]}: ${tag}`).toBe(true);
    }
  });

  it('have believable names, attributes, prices and weights', () => {
    for (const t of PRODUCT_TEMPLATES) {
      const label = t.names[0] ?? '?';
      expect(t.names.length, label).toBeGreaterThan(0);
      expect(t.adjectives.length, label).toBeGreaterThan(0);
      expect(t.brand.length, label).toBeGreaterThan(0);
      expect(t.attributes.length, label).toBeGreaterThanOrEqual(1);
      expect(t.attributes.length, label).toBeLessThanOrEqual(3);
      for (const a of t.attributes) {
        expect(a.values.length, `${label}: ${a.label.en}`).toBeGreaterThan(0);
        expect(unique(a.values), `${label}: ${a.label.en}`).toBe(true);
        expect(named(a.label) && a.label.zh !== '', label).toBe(true);
      }
      const [low, high] = t.price;
      expect(low, label).toBeGreaterThan(0);
      expect(high, label).toBeGreaterThan(low);
      expect(t.strikeFactor, label).toBeGreaterThanOrEqual(1.2);
      expect(t.strikeFactor, label).toBeLessThanOrEqual(1.8);
      expect(t.weight[0], label).toBeGreaterThan(0);
      expect(t.weight[1], label).toBeGreaterThanOrEqual(t.weight[0]);
      expect(t.description.length, label).toBeGreaterThanOrEqual(2);
      expect(t.description.length, label).toBeLessThanOrEqual(3);
      if (t.tags.includes('Under $10')) expect(high, label).toBeLessThan(10);
    }
  });

  it('most have a colour attribute whose map covers every value', () => {
    let coloured = 0;
    for (const t of PRODUCT_TEMPLATES) {
      for (const a of t.attributes) {
        if (!a.colours) continue;
        coloured++;
        for (const v of a.values) expect(a.colours[v], `${t.names[0]}: ${v}`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(Object.keys(a.colours).sort()).toEqual([...a.values].sort());
      }
    }
    expect(coloured).toBeGreaterThan(PRODUCT_TEMPLATES.length * 0.8);
  });
});

describe('regions', () => {
  const codes = new Set(COUNTRIES.map((c) => c.code));

  it('are keyed by known countries, every state with cities and every city with districts', () => {
    for (const [code, states] of Object.entries(REGIONS)) {
      expect(codes.has(code), code).toBe(true);
      expect(unique(states.map((s) => s.en)), code).toBe(true);
      for (const state of states) {
        const cities = state.children ?? [];
        expect(cities.length, `${code} ${state.en}`).toBeGreaterThan(0);
        expect(unique(cities.map((c) => c.en)), `${code} ${state.en}`).toBe(true);
        for (const city of cities) {
          const districts: RegionSeed[] = city.children ?? [];
          expect(districts.length, `${code} ${city.en}`).toBeGreaterThan(0);
          expect(unique(districts.map((d) => d.en)), `${code} ${city.en}`).toBe(true);
          for (const node of [state, city, ...districts]) expect(named(node), node.en).toBe(true);
          for (const d of districts) expect(d.children, d.en).toBeUndefined();
        }
      }
    }
  });

  it('have complete first levels', () => {
    const counts = Object.fromEntries(Object.entries(REGIONS).map(([code, states]) => [code, states.length]));
    expect(counts).toEqual({ BR: 27, CN: 31, US: 51, MX: 32, AR: 24, CL: 16, CO: 33, PT: 20 });
  });

  it('give every Brazilian state at least 3 cities of at least 3 districts', () => {
    for (const state of REGIONS.BR ?? []) {
      expect(state.zh, state.en).toBeTruthy();
      expect((state.children ?? []).length, state.en).toBeGreaterThanOrEqual(3);
      for (const city of state.children ?? [])
        expect((city.children ?? []).length, city.en).toBeGreaterThanOrEqual(3);
    }
    const saoPaulo = REGIONS.BR?.find((s) => s.en === 'São Paulo')?.children?.find(
      (c) => c.en === 'São Paulo',
    );
    expect(saoPaulo?.children?.map((d) => d.en)).toEqual(
      expect.arrayContaining(['Pinheiros', 'Moema', 'Vila Mariana']),
    );
  });

  it('give every Chinese unit Chinese names and at least 2 cities of 2 districts', () => {
    for (const province of REGIONS.CN ?? []) {
      expect((province.children ?? []).length, province.en).toBeGreaterThanOrEqual(2);
      for (const city of province.children ?? []) {
        expect((city.children ?? []).length, city.en).toBeGreaterThanOrEqual(2);
        for (const node of [province, city, ...(city.children ?? [])]) expect(node.zh, node.en).toBeTruthy();
      }
    }
  });
});

describe('drawings', () => {
  it('has at least 30 drawings, each a complete SVG document in any colour', () => {
    const kinds = Object.keys(PRODUCT_DRAWINGS);
    expect(kinds.length).toBeGreaterThanOrEqual(30);
    for (const kind of kinds) {
      for (const [colour, accent] of [
        ['#2f6fde', '#f2c14e'],
        ['#f5f5f2', '#1f2023'],
      ] as const) {
        const svg = PRODUCT_DRAWINGS[kind]?.(colour, accent) ?? '';
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), kind).toBe(true);
        expect(svg, kind).toContain('viewBox="0 0 800 800"');
        expect(svg.endsWith('</svg>'), kind).toBe(true);
        expect(svg, kind).not.toMatch(/undefined|NaN|\[object/);
        expect(balanced(svg), kind).toBe(true);
        for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g))
          expect(svg, `${kind}: ${id}`).toContain(`id="${id}"`);
      }
    }
  });

  it('falls back to a parcel for an unknown kind', () => {
    const svg = renderDrawing('hovercraft', '#c8312b', '#ffffff');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(balanced(svg)).toBe(true);
    expect(svg).toContain('#c8312b');
  });
});

describe('shipping', () => {
  const codes = new Set(COUNTRIES.map((c) => c.code));
  const method = (en: string) => EXPRESS.find((m) => m.en === en);

  it('has 5-6 methods with sane rates to known countries', () => {
    expect(EXPRESS.length).toBeGreaterThanOrEqual(5);
    expect(EXPRESS.length).toBeLessThanOrEqual(6);
    expect(unique(EXPRESS.map((m) => m.en))).toBe(true);
    for (const m of EXPRESS) {
      expect(named(m) && m.zh !== '').toBe(true);
      expect(m.rates.length, m.en).toBeGreaterThan(0);
      for (const r of m.rates) {
        if (r.destinations !== '*')
          for (const code of r.destinations) expect(codes.has(code), code).toBe(true);
        expect(r.firstWeightGrams).toBeGreaterThanOrEqual(100);
        expect(r.firstWeightGrams).toBeLessThanOrEqual(500);
        expect(r.firstFee).toBeGreaterThan(0);
        expect(r.extraFee).toBeGreaterThan(0);
        expect(r.extraUnitGrams).toBeGreaterThan(0);
        expect(r.days[0]).toBeLessThanOrEqual(r.days[1]);
      }
      const wildcards = m.rates.filter((r) => r.destinations === '*');
      expect(wildcards.length, m.en).toBeLessThanOrEqual(1);
    }
  });

  it('serves Brazil best and matches the policy page', () => {
    const line = method('Brazil Special Line');
    expect(line?.rates.map((r) => r.destinations)).toEqual([['BR']]);
    for (const m of EXPRESS) {
      const brazil = m.rates.find((r) => r.destinations !== '*' && r.destinations.includes('BR'));
      const rest = m.rates.find((r) => r.destinations === '*');
      expect(brazil, m.en).toBeDefined();
      if (brazil && rest) expect(brazil.firstFee, m.en).toBeLessThan(rest.firstFee);
    }
    for (const r of method('Standard Shipping')?.rates ?? []) expect(r.days).toEqual([6, 15]);
    for (const r of method('Priority Line')?.rates ?? []) expect(r.days).toEqual([3, 5]);
  });
});
