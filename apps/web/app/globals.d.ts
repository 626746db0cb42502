declare const __DEV_TOOLS__: boolean
