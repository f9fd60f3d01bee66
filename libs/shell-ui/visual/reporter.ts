// The visual tests' report for designers: dist/visual-report/index.html lists every story whose
// picture changed, each with its baseline, the new picture and the difference side by side, a link
// to the story in the static Storybook, and every story that failed its accessibility check. It also
// keeps the baselines folder honest: a baseline that no test takes any more fails the run (and
// `npm run visual:update` deletes it), and it prints how long the run took against its budget.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { pictures } from './pictures.ts';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BASELINES = fileURLToPath(new URL('./baselines', import.meta.url));
const REPORT = join(ROOT, 'dist', 'visual-report');
/** The step's budget in `npm test` (2 cores): the run says when it takes longer. */
const BUDGET_S = 300;

interface Failure {
  title: string;
  story: string;
  globals: string;
  /** Baseline, new picture and difference (a new story has no baseline and no difference). */
  images: { baseline?: string; actual?: string; diff?: string };
  messages: string[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export default class VisualReporter implements Reporter {
  private started = Date.now();
  private expected = new Set<string>();
  private total = 0;
  private passed = 0;
  private failures: Failure[] = [];
  private updating = false;

  onBegin(config: FullConfig, suite: Suite): void {
    this.started = Date.now();
    this.updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
    this.total = suite.allTests().length;
    // Every picture's baseline, not only those of the tests this run takes (--grep): see pictures.ts.
    for (const { baseline } of pictures()) this.expected.add(join(BASELINES, baseline));
    rmSync(REPORT, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed') {
      this.passed += 1;
      return;
    }
    const annotation = (type: string) =>
      [...test.annotations, ...result.annotations].find((entry) => entry.type === type)?.description ?? '';
    const image = (suffix: string) => result.attachments.find((attachment) => attachment.name.endsWith(suffix))?.path;
    this.failures.push({
      title: test.title,
      story: annotation('story'),
      globals: annotation('globals'),
      images: { baseline: image('-expected.png'), actual: image('-actual.png'), diff: image('-diff.png') },
      messages: result.errors.map((error) => stripVTControlCharacters(error.message ?? String(error.value ?? ''))),
    });
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const seconds = (Date.now() - this.started) / 1000;
    const obsolete = files(BASELINES).filter((file) => file.endsWith('.png') && !this.expected.has(file));
    if (this.updating) for (const file of obsolete) rmSync(file);

    if (this.failures.length > 0 || (obsolete.length > 0 && !this.updating)) this.write(obsolete);
    const budget = seconds > BUDGET_S ? `, OVER its budget of ${BUDGET_S} s` : ` (budget ${BUDGET_S} s)`;
    console.log(
      `\nvisual: ${this.passed} of ${this.total} pictures as their baselines with no axe violations, in ${seconds.toFixed(0)} s${budget}`,
    );
    if (this.updating && obsolete.length > 0) console.log(`visual: deleted ${obsolete.length} baselines no test takes`);
    if (this.failures.length > 0 || (obsolete.length > 0 && !this.updating)) {
      console.log(`visual: report of what changed: ${relative(process.cwd(), join(REPORT, 'index.html'))}`);
      console.log('visual: if the change is intended, npm run visual:update writes the new baselines (commit them)');
    }
    if (obsolete.length > 0 && !this.updating) {
      console.log(
        `visual: ${obsolete.length} baselines belong to no story any more: npm run visual:update deletes them`,
      );
      return { status: 'failed' };
    }
    return result.status === 'passed' ? undefined : { status: result.status };
  }

  private write(obsolete: string[]): void {
    mkdirSync(join(REPORT, 'images'), { recursive: true });
    const copy = (path: string | undefined, name: string) => {
      if (!path || !existsSync(path)) return undefined;
      copyFileSync(path, join(REPORT, 'images', name));
      return `images/${name}`;
    };
    const items = this.failures.map((failure, index) => {
      const images = [
        ['Baseline', copy(failure.images.baseline, `${index}-baseline.png`)],
        ['New', copy(failure.images.actual, `${index}-new.png`)],
        ['Difference', copy(failure.images.diff, `${index}-diff.png`)],
      ].filter((entry): entry is [string, string] => entry[1] !== undefined);
      const path = `?path=/story/${encodeURIComponent(failure.story)}&globals=${encodeURIComponent(failure.globals)}`;
      const figures = images
        .map(
          ([label, src]) =>
            `<figure><figcaption>${label}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${label}: ${escape(failure.title)}"></a></figure>`,
        )
        .join('');
      const kind = failure.images.actual
        ? failure.images.baseline
          ? 'changed'
          : 'new (no baseline yet)'
        : 'accessibility or rendering';
      return `<li><h2>${escape(failure.title)} <small>${kind}</small></h2>
<p>In Storybook: <a href="http://localhost:6006/${escape(path)}"><code>${escape(path)}</code></a> (after the address of a Storybook: <code>npm run storybook</code> serves one at localhost:6006, the designers' guide says how to open the static one)</p>
${figures ? `<div class="images">${figures}</div>` : ''}
${failure.messages.length ? `<details${failure.images.actual ? '' : ' open'}><summary>What the test says</summary><pre>${escape(failure.messages.join('\n\n'))}</pre></details>` : ''}</li>`;
    });
    const stale = obsolete.map((file) => `<li><code>${escape(relative(ROOT, file))}</code></li>`).join('');
    writeFileSync(
      join(REPORT, 'index.html'),
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual test report: ${this.failures.length} stories changed or failed</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1f1f1f; }
ul.stories { list-style: none; padding: 0; } li { margin-bottom: 3rem; }
h2 { font-size: 1.125rem; margin: 0 0 .25rem; } small { font-weight: 400; color: #8a5a00; }
.images { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 0 1 auto; } figcaption { font-weight: 600; }
img { max-width: 40vw; border: 1px solid #bbb; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
pre { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
</style></head><body>
<h1>${this.failures.length} of ${this.total} pictures changed or failed</h1>
<p>Each story below differs from its committed baseline (red in the difference marks the changed pixels), is new, or failed
its accessibility check (WCAG 2.2 A and AA). If a change is intended, <code>npm run visual:update</code> writes the new
baselines: commit them with the change.</p>
<ul class="stories">${items.join('\n')}</ul>
${stale ? `<h2>Baselines of stories that no longer exist</h2><ul>${stale}</ul>` : ''}
</body></html>
`,
    );
  }
}
