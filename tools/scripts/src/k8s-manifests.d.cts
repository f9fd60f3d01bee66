/** One Kubernetes object as YAML gives it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; [field: string]: unknown };
  [field: string]: unknown;
}
/** The objects kustomize builds from a kustomization directory (what `kubectl apply -k` sends). */
export declare function renderKustomization(dir: string): K8sObject[];
/** The objects of a multi-document YAML text. */
export declare function parseManifests(text: string): K8sObject[];
/** Problems of each object against the Kubernetes API's schema (types, enums, required and unknown fields). */
export declare function schemaProblems(objects: readonly K8sObject[]): string[];
/** What does not fit between the objects of one brand's overlay (probes, drain, grace, selectors, security, brand). */
export declare function crossReferenceProblems(objects: readonly K8sObject[], brand: string): string[];
/** Whether every label of the selector is on the object; an empty or absent selector matches nothing. */
export declare function selectorMatches(
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined,
): boolean;
