// What the main layout's loader adds to ShellContext for the chrome (header, menus, footer, support
// dialog): the operator's contacts, the navigation config, promotion switches and providers.
import type { MenuItem } from '@croupier/contract/config/get-menu-categories-games'
import type { ProvidersConfig } from '@croupier/contract/config/get-providers-config'
import type { Project } from '@croupier/contract/info/get-project'
import { createContext, useContext } from 'react'
import type { Award } from './awards'

export interface ChromeData {
  project: Project | null
  menu: MenuItem[]
  promotionPages: Record<string, boolean>
  /** Provider slug → where it is blocked (providers-config); the footer lists the visitor's. */
  providers: ProvidersConfig['providers']
  awards: Award[]
}

export const EMPTY_CHROME: ChromeData = {
  project: null,
  menu: [],
  promotionPages: {},
  providers: {},
  awards: [],
}

const ChromeContext = createContext<ChromeData>(EMPTY_CHROME)

export const ChromeProvider = ChromeContext.Provider

export function useChrome(): ChromeData {
  return useContext(ChromeContext)
}
