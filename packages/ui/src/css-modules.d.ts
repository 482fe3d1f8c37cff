/** CSS modules (`*.module.css`): class names by the local name used in the file. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
