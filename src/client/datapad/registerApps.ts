// Every app folder's register.ts, loaded eagerly: a register file only calls registerApp with a
// lazy() component, so this costs a few lines while each app's own code loads when first opened.
// A new feature adds its folder and register.ts; nothing here changes.
import.meta.glob('../apps/*/register.ts', { eager: true });
