// CSS Modules: class names are generated at build time; a stylesheet is a map of them.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';
