/** Vite's `?raw` imports: the file's text (the tests read the teaching answer set this way). */
declare module "*?raw" {
  const text: string;
  export default text;
}
