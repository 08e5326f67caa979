import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/harness.tsx';
import { AUTO_ADVANCE_MS, Carousel, type Slide } from './carousel.tsx';

const slides: Slide[] = [1, 2, 3].map((n) => ({
  image: `/hero/slide-${n}.svg`,
  phoneImage: `/hero/slide-${n}-phone.svg`,
  tone: 'dark',
  eyebrow: `Eyebrow ${n}`,
  title: `Title ${n}`,
  text: `Text ${n}`,
  cta: { label: `Go ${n}`, href: '#categories' },
}));

const currentIndicator = () =>
  screen.getAllByRole('button', { name: /Go to slide/ }).find((b) => b.getAttribute('aria-current') === 'true');
const visibleTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps from the last slide to the first', () => {
    render(<Carousel slides={slides} />);
    expect(AUTO_ADVANCE_MS).toBe(5000);
    expect(currentIndicator()?.getAttribute('aria-label')).toBe('Go to slide 1');
    expect(visibleTitle()).toBe('Title 1');

    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1));
    expect(currentIndicator()?.getAttribute('aria-label')).toBe('Go to slide 1');
    act(() => vi.advanceTimersByTime(1));
    expect(currentIndicator()?.getAttribute('aria-label')).toBe('Go to slide 2');
    expect(visibleTitle()).toBe('Title 2');

    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(currentIndicator()?.getAttribute('aria-label')).toBe('Go to slide 1');
  });

  it('goes from the first slide to the last with Previous, and back with Next', () => {
    render(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentIndicator()?.getAttribute('aria-label')).toBe('Go to slide 3');
    expect(visibleTitle()).toBe('Title 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentIndicator()?.getAttribute('aria-label')).toBe('Go to slide 1');
  });

  it('gives every slide its picture once the app has drawn it', () => {
    const { container } = render(<Carousel slides={slides} />);
    const pictures = [...container.querySelectorAll('picture > img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['/hero/slide-1.svg', '/hero/slide-2.svg', '/hero/slide-3.svg']);
  });

  it('jumps to a slide from its indicator and stops while paused', () => {
    render(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visibleTitle()).toBe('Title 2');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(visibleTitle()).toBe('Title 2');
  });
});
