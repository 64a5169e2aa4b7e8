/**
 * The home page hero's three slides (SPEC.md section 2): their words and links. The web draws them as a
 * carousel; the server puts the first one in the HTML it sends, so a phone paints it before any script.
 */
export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    eyebrow: 'Built for professional workshops',
    title: 'Premium Garage Equipment',
    text: 'Vehicle lifts, tyre changers and wheel balancers that keep your bays busy, delivered across Nigeria.',
    cta: { label: 'Shop Now', to: '/shop' },
  },
  {
    eyebrow: 'Factory finish, every time',
    title: 'Spray Booths and Car Ovens',
    text: 'Downdraft spray booths with baking cycles for a flawless, dust-free paint job.',
    cta: { label: 'View Spray Booths', to: '/shop?category=spraybooth' },
  },
  {
    eyebrow: 'Find the fault in minutes',
    title: 'Professional Diagnostic Tools',
    text: 'Konwei, Thinkcar, XTOOL and Thinkdiag scanners for every make your customers drive.',
    cta: { label: 'View Diagnostic Tools', to: '/shop?category=diagnostictools' },
  },
];
