import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanFreeText } from '../freeText';
import { i18n } from '../i18n';
import { FreeTextInput } from './FreeTextInput';

function Field({ cap }: { cap?: number }) {
  const [value, setValue] = useState('');
  return <FreeTextInput value={value} onChange={setValue} cap={cap} aria-label="Remark" />;
}

describe('free-text helper', () => {
  it('takes out ` ~ ! @ # $ % ^ & = ? and cuts at the cap', () => {
    expect(cleanFreeText('a`b~c!d@e#f$g%h^i&j=k?l')).toEqual({ value: 'abcdefghijkl', warn: true });
    expect(cleanFreeText('plain, text (ok) - fine.')).toEqual({
      value: 'plain, text (ok) - fine.',
      warn: false,
    });
    expect(cleanFreeText('x'.repeat(300))).toEqual({ value: 'x'.repeat(255), warn: true });
    expect(cleanFreeText('abc', 3)).toEqual({ value: 'abc', warn: true });
  });

  it('strips as typed and warns in the reader’s language; plain text shows no warning', async () => {
    await i18n.changeLanguage('zh');
    render(<Field cap={20} />);
    const input = screen.getByLabelText('Remark') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'leave at door' } });
    expect(input.value).toBe('leave at door');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: 'leave at door #3!' } });
    expect(input.value).toBe('leave at door 3');
    expect(screen.getByRole('alert').textContent).toBe('禁止输入特殊字符');
    await i18n.changeLanguage('en');
  });
});
