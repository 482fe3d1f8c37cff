/**
 * Reading `deploy/compose.yaml` as Compose would: the values of `deploy/example.env` put into
 * `${VAR}` / `${VAR:?}` / `${VAR:-default}`, and the merged environment of a service.
 */

/**
 * Reads an env file (`NAME=value` lines; `#` comments and blank lines ignored).
 *
 * @param text the file's text
 * @returns the variables
 */
export function parseEnvFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) variables[match[1]!] = match[2]!;
  }
  return variables;
}

/**
 * Replaces Compose's interpolations in a text: `$$` is a dollar sign, `${NAME}`, `${NAME:?}` and
 * `${NAME:-default}` take the variable.
 *
 * @param text a value of the compose file
 * @param variables the env file's variables
 * @throws Error naming a `${NAME:?}` variable that is unset or empty, as Compose refuses it
 */
export function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Z_][A-Z0-9_]*)(?::([?-])([^}]*))?\}/g,
    (whole, name: string | undefined, operator: string | undefined, rest: string | undefined) => {
      if (whole === '$$') return '$';
      const value = variables[name!];
      if (operator === '?' && (value === undefined || value === ''))
        throw new Error(`required variable ${name} is not set${rest ? `: ${rest}` : ''}`);
      if (operator === '-' && (value === undefined || value === '')) return rest ?? '';
      return value ?? '';
    },
  );
}

/**
 * The environment of a service with every value interpolated.
 *
 * @param service the service as parsed (YAML merge keys resolved)
 * @param variables the env file's variables
 */
export function serviceEnvironment(
  service: { environment?: Record<string, unknown> },
  variables: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), variables),
    ]),
  );
}
