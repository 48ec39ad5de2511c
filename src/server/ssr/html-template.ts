export interface TemplateParts {
  htmlLang: string;
  head: string;
  html: string;
  state: string;
}

/** Fills index.html's slots: <html lang>, <!--head-->, <!--app--> and <!--state-->. */
export function fillTemplate(template: string, parts: TemplateParts): string {
  // function replacers: '$' sequences in rendered text must stay literal
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${parts.htmlLang}"`)
    .replace('<!--head-->', () => parts.head)
    .replace('<!--app-->', () => parts.html)
    .replace('<!--state-->', () => parts.state);
}
