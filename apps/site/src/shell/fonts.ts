/**
 * Roboto, self-hosted by `@fontsource/roboto`, in the weights the theme uses (400 body, 500
 * medium, 700 for the 600/700 headings and buttons) and only the Latin subsets: Dutch and English
 * need nothing else, and each further subset (symbols, math, Cyrillic, …) is another font file the
 * browser fetches when a single character of its range shows up (an arrow "→" pulled in two), which
 * held back the first paint on slow phones. Other scripts fall back to the system font.
 */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
