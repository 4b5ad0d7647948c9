import { criticalCss } from './critical-css';

describe('critical CSS of a first screen', () => {
  const html = '<div class="ui-dash"><p class="ui-card  ui-card--wide">x</p></div>';

  it('keeps the rules whose classes the markup uses, selector by selector', () => {
    expect(
      criticalCss(
        ':root{--a:1}body{margin:0}.ui-dash{display:grid}.ui-dash .ui-card,.ui-table{color:red}.ui-table{x:1}',
        html,
      ),
    ).toBe(':root{--a:1}body{margin:0}.ui-dash{display:grid}.ui-dash .ui-card{color:red}');
  });

  it('needs every class of a compound selector, but none inside :not()', () => {
    expect(
      criticalCss(
        '.ui-card.ui-card--wide{a:1}.ui-card.is-open{b:2}.ui-card:not(.is-open){c:3}',
        html,
      ),
    ).toBe('.ui-card.ui-card--wide{a:1}.ui-card:not(.is-open){c:3}');
  });

  it('prunes inside media queries, drops the empty ones, and keeps other at-rules whole', () => {
    expect(
      criticalCss(
        '@media (min-width:768px){.ui-dash{a:1}.ui-table{b:2}}@media print{.ui-table{c:3}}@keyframes spin{to{transform:rotate(1turn)}}',
        html,
      ),
    ).toBe('@media (min-width:768px){.ui-dash{a:1}}@keyframes spin{to{transform:rotate(1turn)}}');
  });
});
