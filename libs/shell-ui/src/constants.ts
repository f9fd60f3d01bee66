// Constants of shell-ui, each with the spec section it comes from.

/**
 * How long a toast stays before its timer closes it (spec 9: "timeout 5000 ms").
 *
 * @example
 * setTimeout(close, TOAST_TIMEOUT_MS);
 */
export const TOAST_TIMEOUT_MS = 5000;

/**
 * How long a toast that holds focusable content (a link) stays, so keyboard users can reach it
 * (spec 9: "10000 ms if the toast holds focusable content").
 *
 * @example
 * const timeout = hasLink ? TOAST_FOCUSABLE_TIMEOUT_MS : TOAST_TIMEOUT_MS;
 */
export const TOAST_FOCUSABLE_TIMEOUT_MS = 10000;

/**
 * Toasts shown at once; a further toast closes the oldest (spec 4.4 and 9: "max 3 visible").
 *
 * @example
 * toasts.length <= TOAST_MAX_VISIBLE; // always true
 */
export const TOAST_MAX_VISIBLE = 3;

/**
 * Largest width of a toast on desktop, in CSS pixels (spec 9: "max width 400 px on desktop").
 * The viewport sets it as `--ts-toast-max-width`, which its stylesheet reads.
 *
 * @example
 * `${TOAST_MAX_WIDTH_PX}px`; // '400px'
 */
export const TOAST_MAX_WIDTH_PX = 400;

/**
 * The breakpoints of spec 9 in CSS pixels (min-width, mobile first): xs 390, sm 640, md 768,
 * lg 992, xl 1280, 2xl 1536. Stylesheets use the same numbers in `@media (min-width: ...)`
 * (a test checks every media query against this table) and can read them as `--ts-bp-*`.
 *
 * @example
 * window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches;
 */
export const BREAKPOINTS = { xs: 390, sm: 640, md: 768, lg: 992, xl: 1280, '2xl': 1536 } as const;

/**
 * Where "desktop" starts for the toast width rule of spec 9 (the spec does not say; we take md).
 *
 * @example
 * BREAKPOINTS[DESKTOP_BREAKPOINT]; // 768
 */
export const DESKTOP_BREAKPOINT = 'md' satisfies keyof typeof BREAKPOINTS;

/**
 * Widths the image component offers in its `srcset` (spec 9: "Image device sizes 640 to 3840"; the
 * steps in between are Next.js's default device sizes, which the `/_next/image/` endpoint accepts).
 *
 * @example
 * IMAGE_DEVICE_SIZES[0]; // 640
 */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/**
 * How far below (and around) the viewport a lazy image starts loading (spec 9: "lazy-load margin 200px").
 *
 * @example
 * new IntersectionObserver(load, { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` });
 */
export const IMAGE_LAZY_MARGIN_PX = 200;

/**
 * Image quality asked of the image endpoint unless a component says otherwise (spec 7.2 and 9: "default quality 75").
 *
 * @example
 * imageUrl({ src: '/a.png', width: 640 }); // '/_next/image/?url=%2Fa.png&w=640&q=75'
 */
export const IMAGE_DEFAULT_QUALITY = 75;

/**
 * Path of the image endpoint (spec 7.2: "The image component builds URLs /_next/image/?url=&w=&q=").
 *
 * @example
 * `${IMAGE_ENDPOINT}?url=${encodeURIComponent(src)}`;
 */
export const IMAGE_ENDPOINT = '/_next/image/';

/**
 * Where the SSL security logo links to: a public TLS test of the site host (spec 2.8: "an SSL test
 * link is built from the site host"; the spec does not name the service, we use Qualys SSL Labs).
 *
 * @example
 * `${SSL_TEST_URL}?d=www.example.com`;
 */
export const SSL_TEST_URL = 'https://www.ssllabs.com/ssltest/analyze.html';

/**
 * Below this breakpoint the header's main navigation collapses into a menu behind a toggle button
 * (a brand's full navigation does not fit in one row narrower than that). The header's stylesheet
 * writes the same width in its `@media (min-width: 992px)` rule.
 *
 * @example
 * window.matchMedia(`(min-width: ${BREAKPOINTS[MOBILE_MENU_BREAKPOINT]}px)`).matches; // desktop navigation
 */
export const MOBILE_MENU_BREAKPOINT = 'lg' satisfies keyof typeof BREAKPOINTS;

/**
 * Largest unread count the notification bell's badge writes out; above it the badge shows `99+`
 * so it keeps its size, and the button's name says the same ("99+ unread notifications": the visible
 * label is in the name, WCAG 2.5.3). The spec is silent.
 *
 * @example
 * count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
 */
export const NOTIFICATION_BADGE_MAX = 99;

/**
 * How many presses of Shift on its own leave the page through the quick exit (as GOV.UK
 * Frontend's Exit this page does it).
 *
 * @example
 * remaining = QUICK_EXIT_PRESSES - presses;
 */
export const QUICK_EXIT_PRESSES = 3;

/**
 * How long the quick exit waits for the next Shift press before it starts counting again, and how
 * long the "expired" message then stays (GOV.UK Frontend uses 5 seconds).
 *
 * @example
 * setTimeout(reset, QUICK_EXIT_WINDOW_MS);
 */
export const QUICK_EXIT_WINDOW_MS = 5000;
