import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Image, imageSources, imageUrl } from './image.tsx';

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  FakeIntersectionObserver.last = undefined;
});

describe('imageUrl (spec 7.2)', () => {
  it('builds /_next/image/?url=&w=&q= with quality 75 by default', () => {
    expect(imageUrl({ src: '/img/hero.jpg', width: 640 })).toBe('/_next/image/?url=%2Fimg%2Fhero.jpg&w=640&q=75');
  });

  it('encodes absolute URLs and takes another quality', () => {
    expect(imageUrl({ src: 'https://cdn.example.com/a b.png?v=2', width: 1080, quality: 90 })).toBe(
      '/_next/image/?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.png%3Fv%3D2&w=1080&q=90',
    );
  });
});

describe('imageSources (spec 9: device sizes 640 to 3840)', () => {
  it('offers every device size from 640 to 3840 with w descriptors when the width depends on the viewport', () => {
    const sources = imageSources({ src: '/a.jpg', sizes: '50vw' });
    const widths = sources.srcSet.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w']);
    expect(sources.sizes).toBe('50vw');
    expect(sources.src).toBe('/_next/image/?url=%2Fa.jpg&w=3840&q=75');
  });

  it('defaults sizes to 100vw without a width', () => {
    expect(imageSources({ src: '/a.jpg' }).sizes).toBe('100vw');
  });

  it('gives a fixed-width image 1x and 2x candidates of the smallest covering device size', () => {
    expect(imageSources({ src: '/a.jpg', width: 500 })).toEqual({
      src: '/_next/image/?url=%2Fa.jpg&w=1080&q=75',
      srcSet: '/_next/image/?url=%2Fa.jpg&w=640&q=75 1x, /_next/image/?url=%2Fa.jpg&w=1080&q=75 2x',
      sizes: undefined,
    });
  });

  it('caps candidates at 3840', () => {
    expect(imageSources({ src: '/a.jpg', width: 3000 }).srcSet).toBe(
      '/_next/image/?url=%2Fa.jpg&w=3840&q=75 1x, /_next/image/?url=%2Fa.jpg&w=3840&q=75 2x',
    );
  });

  it('uses an injected loader', () => {
    expect(
      imageSources({
        src: 'a.jpg',
        width: 100,
        loader: ({ src, width }) => `https://img.example/${src}?w=${width}`,
      }).src,
    ).toBe('https://img.example/a.jpg?w=640');
  });
});

describe('Image (spec 2.8, 9)', () => {
  it('loads lazily: sources only once within a 200px margin of the viewport', () => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
    render(<Image src="/img/hero.jpg" alt="A counselor" width={600} height={400} />);
    const image = screen.getByRole('img', { name: 'A counselor' });
    expect(image).not.toHaveAttribute('src');
    expect(image).toHaveAttribute('data-state', 'pending');
    expect(image).toHaveAttribute('loading', 'lazy');
    const observer = FakeIntersectionObserver.last;
    expect(observer?.options).toEqual({ rootMargin: '200px' });
    expect(observer?.observed).toEqual([image]);
    act(() => observer?.enter());
    expect(image).toHaveAttribute('src', '/_next/image/?url=%2Fimg%2Fhero.jpg&w=1200&q=75');
    expect(image).toHaveAttribute(
      'srcset',
      '/_next/image/?url=%2Fimg%2Fhero.jpg&w=640&q=75 1x, /_next/image/?url=%2Fimg%2Fhero.jpg&w=1200&q=75 2x',
    );
    expect(image).toHaveAttribute('data-state', 'loading');
    expect(observer?.disconnected).toBe(true);
  });

  it('falls back to native lazy loading where IntersectionObserver is missing', () => {
    render(<Image src="/img/hero.jpg" alt="A counselor" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'A counselor' });
    expect(image).toHaveAttribute('src', '/_next/image/?url=%2Fimg%2Fhero.jpg&w=3840&q=75');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority image at once, eagerly and with high priority', () => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
    render(<Image src="/img/hero.jpg" alt="Hero" width={1200} height={600} priority quality={60} />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('src', '/_next/image/?url=%2Fimg%2Fhero.jpg&w=3840&q=60');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(FakeIntersectionObserver.last).toBeUndefined();
  });

  it('reserves its space with width and height', () => {
    render(<Image src="/a.jpg" alt="A" width={320} height={200} />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('width', '320');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('height', '200');
  });

  it('has no axe violations before and after loading', async () => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
    const { container } = render(
      <>
        <Image src="/a.jpg" alt="A counselor" width={320} height={200} />
        <Image src="/b.jpg" alt="" width={320} height={200} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
    act(() => FakeIntersectionObserver.last?.enter());
    expect(await axe(container)).toHaveNoViolations();
  });
});
