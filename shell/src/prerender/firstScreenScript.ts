/**
 * The one inline script of app.html, right after the pre-rendered first screen's <template>
 * (renderDemoFirstScreen.tsx): it shows that screen while the page is parsed when the visitor
 * is in the state it was rendered for (the demo flag set, on its address, on its tab), and
 * moves its styles to <head>, where emotion takes them over. The screen is inert and hidden
 * from assistive technology (no focus, clicks or screen reader) until React replaces it with
 * the working one: its controls do nothing before then, and a click or a Tab on them would
 * otherwise be lost. It reads that state from the
 * template's data attributes, so its text, and the hash under which the Content Security
 * Policy allows it (api/src/http/securityHeaders.ts), never change with what is rendered.
 */
export const FIRST_SCREEN_SCRIPT = [
  '(function(){',
  "var screen=document.getElementById('first-screen'),want=screen.dataset;",
  "var tab=new URLSearchParams(location.search).get('tab');",
  "if(sessionStorage.getItem(want.flag)!=='true'||location.pathname!==want.path||",
  "want.otherTabs.split(' ').indexOf(tab)>=0)return;",
  "document.head.append.apply(document.head,screen.content.querySelectorAll('style'));",
  'for(var i=0,shown=screen.content.children;i<shown.length;i++){',
  "shown[i].inert=true;shown[i].setAttribute('aria-hidden','true')}",
  "document.getElementById('root').append(screen.content);",
  '})()',
].join('');
