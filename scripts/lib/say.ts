/** Prints one line of a script's report on stdout (not through console: no formatting of objects). */
export function say(message: string): void {
  process.stdout.write(`${message}\n`);
}
