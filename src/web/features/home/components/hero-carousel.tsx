import {
  ChevronLeft,
  ChevronRight,
  Pause,
  Play,
  ScanLine,
  SprayCan,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { HERO_SLIDES } from '../../../../shared/hero-slides';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCarousel } from '../hooks/use-carousel';
import { useSwipe } from '../hooks/use-swipe';

/** How each slide of HERO_SLIDES looks: its picture and the colour of its backdrop. */
const LOOKS: { Icon: LucideIcon; tone: string }[] = [
  { Icon: Warehouse, tone: 'from-primary-deep/30' },
  { Icon: SprayCan, tone: 'from-info-700/30' },
  { Icon: ScanLine, tone: 'from-success-700/30' },
];

const SLIDES = HERO_SLIDES.map((slide, index) => ({ ...slide, ...LOOKS[index]! }));

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-input bg-background/80 text-foreground hover:border-primary-strong hover:text-primary-soft';

export function HeroCarousel({ intervalMs }: { intervalMs?: number }) {
  const carousel = useCarousel({ count: SLIDES.length, intervalMs });
  // A swipe is a manual control: it turns the slide and pauses autoplay like Previous and Next.
  const swipe = useSwipe({ onSwipeLeft: carousel.next, onSwipeRight: carousel.prev });
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative overflow-hidden border-b border-border bg-card"
    >
      <div
        className="grid touch-pan-y touch-pinch-zoom select-none"
        aria-live={carousel.playing ? 'off' : 'polite'}
        {...swipe}
        onDragStart={(event) => event.preventDefault()}
      >
        {SLIDES.map((slide, index) => {
          const active = index === carousel.index;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${SLIDES.length}`}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                'bg-gradient-to-br to-background to-70% transition-opacity duration-700 [grid-area:1/1]',
                slide.tone,
                active ? 'opacity-100' : 'opacity-0',
              )}
            >
              <div className="mx-auto flex max-w-7xl items-center gap-8 px-4 pt-12 pb-24 sm:px-16 sm:py-20 lg:py-28">
                <div className="max-w-2xl">
                  <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">
                    {slide.eyebrow}
                  </p>
                  <h2 className="mt-3 text-4xl font-extrabold tracking-tight text-foreground-strong sm:text-5xl lg:text-6xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 text-lg text-muted-foreground">{slide.text}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link to={slide.cta.to} className={buttonVariants({ size: 'lg' })}>
                      {slide.cta.label}
                    </Link>
                    <Link to="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                      Talk to an Expert
                    </Link>
                  </div>
                </div>
                <slide.Icon
                  aria-hidden="true"
                  className="ml-auto hidden size-56 shrink-0 text-primary/80 lg:block"
                />
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-2 px-4">
        <button type="button" className={controlClass} onClick={carousel.prev} aria-label="Previous slide">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              className="group inline-flex size-11 items-center justify-center"
              onClick={() => carousel.goTo(index)}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === carousel.index ? 'true' : undefined}
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  index === carousel.index
                    ? 'w-8 bg-primary-strong'
                    : 'w-2.5 bg-faint-foreground group-hover:bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
        <button type="button" className={controlClass} onClick={carousel.next} aria-label="Next slide">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {!carousel.reducedMotion && (
          <button
            type="button"
            className={controlClass}
            onClick={carousel.toggleStopped}
            aria-label={carousel.stopped ? 'Start slide rotation' : 'Stop slide rotation'}
          >
            {carousel.stopped ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
