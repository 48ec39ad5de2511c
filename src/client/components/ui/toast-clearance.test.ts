// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bottomClearance } from './toast-clearance';

/** Gives each element of `tops` a box from its top to `bottom`, and makes `hit` what is found at the bottom edge. */
function layout(boxes: Map<Element, { top: number; bottom: number }>, hit: Element) {
  for (const [el, box] of boxes) vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ ...box, height: box.bottom - box.top } as DOMRect);
  document.elementsFromPoint = () => [hit];
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('bottomClearance', () => {
  it('when a phone dialog has a save footer at the foot of the screen, then toasts are lifted above the whole footer', () => {
    window.innerWidth = 375;
    window.innerHeight = 800;
    document.body.innerHTML = '<div id="dialog"><div id="footer"><div id="row"><button id="save">Save</button></div></div></div>';
    const $ = (id: string) => document.getElementById(id)!;
    layout(
      new Map([
        [$('dialog'), { top: 0, bottom: 800 }],
        [$('footer'), { top: 680, bottom: 800 }],
        [$('row'), { top: 740, bottom: 790 }],
        [$('save'), { top: 744, bottom: 786 }],
      ]),
      $('save'),
    );

    expect(bottomClearance()).toBe(120);
  });

  it('when nothing low sits at the foot of the screen, then no lift', () => {
    window.innerWidth = 1280;
    window.innerHeight = 800;
    document.body.innerHTML = '<main id="main"></main>';
    layout(new Map([[document.getElementById('main')!, { top: 0, bottom: 2000 }]]), document.getElementById('main')!);

    expect(bottomClearance()).toBe(0);
  });
});
