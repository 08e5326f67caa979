import { useEffect, useState } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { ChevronIcon, PauseIcon, PlayIcon } from '../../../ui/icons/carousel-icons.tsx';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';

/** The carousel advances every 5 seconds (spec §9). */
export const AUTO_ADVANCE_MS = 5000;

export type Slide = {
  /** Wide artwork (1600 × 700) and its portrait crop for phones (800 × 900), focal shapes clear of the words. */
  image: string;
  phoneImage: string;
  tone: 'light' | 'dark';
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
};

const ART_WIDTH = 1600;
const ART_HEIGHT = 700;

/**
 * The home carousel: auto-advances every 5 s, previous/next wrap around, indicators jump to a slide.
 * It pauses while hovered or focused, on the pause button, and does not auto-advance for shoppers
 * who prefer reduced motion. Fixed height, first slide eager with high priority: it is the LCP.
 */
export function Carousel({ slides, label = 'Featured collections' }: { slides: Slide[]; label?: string }) {
  const t = useTexts();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Only the first slide's picture is in the server's HTML: the others come once the app has taken
  // over, so their downloads do not share a phone's first second with the page's own (on a Hindi
  // page, its font), and they are there long before the first advance.
  const [allPictures, setAllPictures] = useState(false);
  useEffect(() => setAllPictures(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const playing = !stopped && !reducedMotion;
  const running = playing && !hovered && !focused && count > 1;

  // A timeout keyed on the index: every change, automatic or by hand, restarts the 5 s wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on purpose.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const go = (i: number) => setIndex(((i % count) + count) % count);
  const current = slides[index];
  const onLight = current?.tone === 'light';
  const control = `grid h-10 w-10 place-items-center rounded-full backdrop-blur transition-colors ${
    onLight ? 'bg-white/70 text-plum-900 hover:bg-white' : 'bg-white/15 text-white hover:bg-white/30'
  }`;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative h-[28rem] overflow-hidden rounded-3xl bg-plum-900 lg:h-[32rem]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <SlideView
            key={slide.image}
            slide={slide}
            position={i}
            count={count}
            active={i === index}
            picture={i === 0 || allPictures}
          />
        ))}
      </div>

      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 px-4 pb-4 sm:px-8 sm:pb-6">
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.image}
              type="button"
              aria-label={t.goToSlide(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group grid h-8 w-8 place-items-center"
            >
              <span
                className={`block h-1.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                  i === index ? 'w-7' : 'w-1.5 group-hover:w-3'
                } ${onLight ? (i === index ? 'bg-plum-900' : 'bg-plum-900/35') : i === index ? 'bg-white' : 'bg-white/50'}`}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={stopped ? t.playSlideshow : t.pauseSlideshow}
            onClick={() => setStopped((s) => !s)}
            className={`${control} ${reducedMotion ? 'hidden' : ''}`}
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" aria-label={t.previousSlide} onClick={() => go(index - 1)} className={control}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" aria-label={t.nextSlide} onClick={() => go(index + 1)} className={control}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
    </section>
  );
}

function SlideView({
  slide,
  position,
  count,
  active,
  picture,
}: {
  slide: Slide;
  position: number;
  count: number;
  active: boolean;
  picture: boolean;
}) {
  const light = slide.tone === 'light';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      className={`absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none ${
        active ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      {picture && (
        <picture>
          <source media="(max-width: 639px)" srcSet={slide.phoneImage} width={800} height={900} />
          <img
            src={slide.image}
            alt=""
            width={ART_WIDTH}
            height={ART_HEIGHT}
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'low'}
            decoding={position === 0 ? 'sync' : 'async'}
            className="absolute inset-0 h-full w-full object-cover"
          />
        </picture>
      )}
      <div className="relative flex h-full flex-col justify-end px-6 pb-20 sm:max-w-xl sm:justify-center sm:px-12 sm:pb-8 lg:px-16">
        <p className={`text-xs font-medium uppercase tracking-[0.25em] ${light ? 'text-blush-700' : 'text-blush-200'}`}>
          {slide.eyebrow}
        </p>
        <h2
          className={`mt-3 font-display text-4xl leading-[1.1] sm:text-5xl lg:text-6xl ${light ? 'text-plum-900' : 'text-white'}`}
        >
          {slide.title}
        </h2>
        <p className={`mt-4 max-w-md text-base leading-relaxed ${light ? 'text-plum-800' : 'text-white/85'}`}>
          {slide.text}
        </p>
        <a
          href={slide.cta.href}
          className={`mt-6 inline-flex w-fit items-center gap-2 rounded-full px-6 py-3 text-sm font-medium transition-colors ${
            light ? 'bg-plum-900 text-white hover:bg-plum-800' : 'bg-white text-plum-900 hover:bg-blush-50'
          }`}
        >
          {slide.cta.label}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </div>
  );
}
