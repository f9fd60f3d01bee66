'use client';

import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { clsx } from 'clsx';
import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_SIZES, IMAGE_ENDPOINT, IMAGE_LAZY_MARGIN_PX } from './constants.ts';
import styles from './image.module.css';

/**
 * What an image loader gets: the source, the width to deliver and the quality.
 *
 * @example
 * const params: ImageLoaderParams = { src: '/a.jpg', width: 640, quality: 75 };
 */
export interface ImageLoaderParams {
  src: string;
  width: number;
  quality: number;
}

/**
 * Builds the URL of one image width; `imageUrl` (the `/_next/image/` endpoint) by default.
 *
 * @example
 * const cdnLoader: ImageLoader = ({ src, width, quality }) => `https://cdn.example.com${src}?w=${width}&q=${quality}`;
 */
export type ImageLoader = (params: ImageLoaderParams) => string;

/**
 * Loading state of an image, as its `data-state` attribute.
 *
 * @example
 * image.dataset.state === ('loaded' satisfies ImageState);
 */
export type ImageState = 'pending' | 'loading' | 'loaded' | 'error';

/**
 * The URL of the image endpoint for one width (spec 7.2: `/_next/image/?url=&w=&q=`, quality 75 by default).
 *
 * @example
 * imageUrl({ src: '/img/hero.jpg', width: 640 }); // '/_next/image/?url=%2Fimg%2Fhero.jpg&w=640&q=75'
 */
export function imageUrl({
  src,
  width,
  quality = IMAGE_DEFAULT_QUALITY,
}: {
  src: string;
  width: number;
  quality?: number | undefined;
}): string {
  return `${IMAGE_ENDPOINT}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * The `src`, `srcSet` and `sizes` attributes of a responsive image.
 *
 * @example
 * const { src, srcSet, sizes }: ImageSources = imageSources({ src: '/a.jpg', sizes: '50vw' });
 */
export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string | undefined;
}

function largestDeviceSize(): number {
  return Math.max(...IMAGE_DEVICE_SIZES);
}

function deviceSizeAtLeast(width: number): number {
  return IMAGE_DEVICE_SIZES.find((size) => size >= width) ?? largestDeviceSize();
}

/**
 * The sources of a responsive image over the device sizes 640 to 3840 (spec 9). With `sizes` (or
 * without a width) every device size is offered with `w` descriptors; an image of a fixed `width`
 * gets `1x` and `2x` candidates, each the smallest device size that covers it. `src` is the largest.
 *
 * @example
 * imageSources({ src: '/logo.png', width: 300 }).srcSet; // '/_next/image/?url=%2Flogo.png&w=640&q=75 1x, /_next/image/?url=%2Flogo.png&w=640&q=75 2x'
 */
export function imageSources({
  src,
  width,
  sizes,
  quality = IMAGE_DEFAULT_QUALITY,
  loader = imageUrl,
}: {
  src: string;
  width?: number | undefined;
  sizes?: string | undefined;
  quality?: number | undefined;
  loader?: ImageLoader | undefined;
}): ImageSources {
  if (width !== undefined && sizes === undefined) {
    const candidates = [deviceSizeAtLeast(width), deviceSizeAtLeast(width * 2)];
    return {
      src: loader({ src, width: candidates[1] ?? width, quality }),
      srcSet: candidates
        .map((candidate, index) => `${loader({ src, width: candidate, quality })} ${index + 1}x`)
        .join(', '),
      sizes: undefined,
    };
  }
  const largest = largestDeviceSize();
  return {
    src: loader({ src, width: largest, quality }),
    srcSet: IMAGE_DEVICE_SIZES.map((size) => `${loader({ src, width: size, quality })} ${size}w`).join(', '),
    sizes: sizes ?? '100vw',
  };
}

/**
 * Props of the image.
 *
 * @example
 * const props: ImageProps = { src: '/img/hero.jpg', alt: 'A counselor', width: 600, height: 400 };
 */
export interface ImageProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'alt'
> {
  /** Source path or URL, handed to the loader. */
  src: string;
  /** Text alternative; `""` for a decorative image. */
  alt: string;
  /** Rendered width in CSS pixels (reserves space; with `height`, no layout shift). */
  width?: number | undefined;
  height?: number | undefined;
  /** The `sizes` attribute, for images whose width depends on the viewport. */
  sizes?: string | undefined;
  /** Quality asked of the endpoint; 75 by default. */
  quality?: number | undefined;
  /** Above the fold: load at once and with high priority instead of lazily. */
  priority?: boolean | undefined;
  /** URL builder; the `/_next/image/` endpoint by default (Storybook or other apps inject their own). */
  loader?: ImageLoader | undefined;
}

/**
 * Image (spec 2.8, 7.2, 9): a plain `<img>` with a `srcset` of image-endpoint URLs. Lazy by default:
 * the sources are set once the image comes within 200px of the viewport (where IntersectionObserver
 * is missing, at once with native lazy loading); `priority` loads it at once.
 *
 * @example
 * <Image src="/img/hero.jpg" alt="A counselor on a video call" sizes="(min-width: 768px) 50vw, 100vw" width={1200} height={800} />
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  quality,
  priority = false,
  loader,
  className,
  onLoad,
  onError,
  ...props
}: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(priority);
  const [state, setState] = useState<ImageState>(priority ? 'loading' : 'pending');

  useEffect(() => {
    const image = ref.current;
    if (near || !image) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      setState('loading');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
        setState('loading');
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);

  const sources = imageSources({ src, width, sizes, quality, loader });
  return (
    <img
      {...props}
      ref={ref}
      alt={alt}
      width={width}
      height={height}
      className={clsx(styles.image, className)}
      data-state={state}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...(near ? sources : {})}
      onLoad={(event) => {
        setState('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setState('error');
        onError?.(event);
      }}
    />
  );
}
