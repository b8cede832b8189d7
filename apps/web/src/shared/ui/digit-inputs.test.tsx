// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CodeInput, MobileInput } from './digit-inputs';

afterEach(cleanup);

describe('MobileInput', () => {
  it('keeps the digits of a pasted number, at most eleven, and offers the saved number', () => {
    const onChange = vi.fn();
    render(<MobileInput value="" onChange={onChange} placeholder="手机号" />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    fireEvent.change(input, { target: { value: '+86 138-0013-8000 9' } });
    expect(onChange).toHaveBeenLastCalledWith('86138001380');
    fireEvent.change(input, { target: { value: '138 0013 8000' } });
    expect(onChange).toHaveBeenLastCalledWith('13800138000');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });
});

describe('CodeInput', () => {
  it('keeps six digits and is named by its label', () => {
    const onChange = vi.fn();
    render(<CodeInput value="" onChange={onChange} placeholder="验证码" label="短信验证码" />);
    const input = screen.getByRole('textbox', { name: '短信验证码' });
    fireEvent.change(input, { target: { value: '12 34 567' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
