// Type of a CSS Module: class names to generated names. Picked up through allowArbitraryExtensions.
declare const styles: Readonly<Record<string, string>>;
export default styles;
