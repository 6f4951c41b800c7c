import type { Choice } from '@dropmall/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hoodie } from '../../../../test/catalog';
import { VariantPicker } from './VariantPicker';
import { variantModel } from './variantModel';

const model = variantModel(hoodie());

function renderPicker(choice: Choice, onToggle = vi.fn()) {
  render(
    <VariantPicker
      labels={model.labels}
      values={model.values}
      variants={model.variants}
      choice={choice}
      onToggle={onToggle}
      swatches={model.swatches}
    />,
  );
  return onToggle;
}

const option = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('variant picker', () => {
  it('lists each attribute of mallSpecTop with its values in first-seen order', () => {
    renderPicker([null, null]);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(model.values).toEqual([
      ['Navy', 'Grey'],
      ['M', 'L', 'XL'],
    ]);
    for (const name of ['Navy', 'Grey', 'M', 'L', 'XL']) expect(option(name).disabled).toBe(false);
  });

  it('disables the options no variant reaches with the current choice', () => {
    renderPicker(['Navy', null]);
    expect(option('XL').disabled).toBe(true); // Navy comes in M and L only
    expect(option('M').disabled).toBe(false);
    expect(option('L').disabled).toBe(false);
    expect(option('Grey').disabled).toBe(false); // another colour is always reachable without a size
  });

  it('disables the other way round too, and marks the chosen options', () => {
    renderPicker([null, 'M']);
    expect(option('Grey').disabled).toBe(true); // M comes in Navy only
    expect(option('M').getAttribute('aria-pressed')).toBe('true');
    expect(option('Navy').getAttribute('aria-pressed')).toBe('false');
  });

  it('reports clicks on enabled options, including the chosen one (which clears it)', async () => {
    const user = userEvent.setup();
    const onToggle = renderPicker(['Navy', null]);
    await user.click(option('Navy'));
    await user.click(option('XL')); // disabled: nothing
    await user.click(option('L'));
    expect(onToggle.mock.calls).toEqual([
      [0, 'Navy'],
      [1, 'L'],
    ]);
  });

  it('shows a picture swatch for the attribute that decides the picture, not for the others', () => {
    expect(model.swatches[0]).toEqual([
      '/uploads/catalog/hoodie-navy.jpg',
      '/uploads/catalog/hoodie-grey.jpg',
    ]);
    expect(model.swatches[1]).toEqual([undefined, undefined, undefined]);
  });
});
