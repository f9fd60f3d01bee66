import { definePlugin } from './define-plugin.ts';

/**
 * A stand-in for the third-party accessibility widget: it reads the shell's settings
 * (`window.__shellAccessibilityWidget`) and shows a trigger button in the brand's colours, as the
 * real widget would.
 */
const WIDGET_SCRIPT = `(() => {
  const settings = window.__shellAccessibilityWidget || {};
  const colors = settings.colors || {};
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Accessibility options';
  button.setAttribute('data-accessibility-widget-trigger', '');
  button.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:2147483000;padding:10px 14px;border:0;border-radius:999px;color:#fff;background:' + (colors.triggerColor || '#333');
  if (!settings.triggerVisible) button.hidden = true;
  document.body.appendChild(button);
})();
`;

/**
 * The accessibility widget script at `/__dev/accessibility-widget.js`. Needs nothing else.
 *
 * @example
 * app.register(widgetPlugin);
 */
export const widgetPlugin = definePlugin(
  async (app) => {
    app.get('/__dev/accessibility-widget.js', async (_request, reply) => {
      reply.type('application/javascript; charset=utf-8');
      return WIDGET_SCRIPT;
    });
  },
  { name: 'dev-api-widget' },
);
