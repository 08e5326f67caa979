import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepToastsAbove, Toaster, toast } from './toast.tsx';

describe('Toaster', () => {
  it('keeps the room a bottom bar asks for on its own element, not on the page', () => {
    render(<Toaster />);
    act(() => toast.success('Added to cart'));
    const region = screen.getByRole('status').parentElement as HTMLElement;
    expect(region.style.getPropertyValue('--toast-room')).toBe('');

    let release = () => {};
    act(() => {
      release = keepToastsAbove('4.5rem');
    });
    expect(region.style.getPropertyValue('--toast-room')).toBe('4.5rem');
    expect(document.body.style.getPropertyValue('--toast-room')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--toast-room')).toBe('');

    act(() => release());
    expect(region.style.getPropertyValue('--toast-room')).toBe('');
  });
});
