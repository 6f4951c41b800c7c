import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { QuantityStepper } from './QuantityStepper';

function stepper(value: number, max: number) {
  const onChange = vi.fn();
  render(<QuantityStepper value={value} max={max} onChange={onChange} />);
  const box = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
  const type = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.blur(box);
  };
  return { onChange, box, type };
}

describe('the cart line quantity', () => {
  it('brings a number above the stock down to the stock, and sends it', () => {
    const { onChange, box, type } = stepper(1, 764);
    type('99999');
    expect(onChange).toHaveBeenCalledWith(764);
    expect(box.value).toBe('764');
  });

  it('brings 0 and a negative number up to 1', () => {
    const { onChange, box, type } = stepper(5, 20);
    type('0');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(box.value).toBe('1');
    type('-3');
    expect(box.value).toBe('1');
  });

  it('sends a number in range as typed, once, on leaving the box', () => {
    const { onChange, type } = stepper(2, 20);
    type('12');
    expect(onChange.mock.calls).toEqual([[12]]);
  });
});
