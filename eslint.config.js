// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import prettier from 'eslint-config-prettier'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Dependencies point one way: components, lib, config, api → features → app.
const layerZones = [
  ...['components', 'lib', 'config', 'api'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `src/${layer} sits below features and app.`,
  })),
  // Features share state, never screens: a feature may use another feature's slice module
  // (selectors, actions, thunks) but not its components/.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: features
      .filter((other) => other !== name)
      .map((other) => `./src/features/${other}/components`),
    message: "A feature never imports another feature's components; share state through its slice.",
  })),
]

const featuresUseOnlyHooks = {
  target: './src/features',
  from: './src/app',
  except: ['./hooks.ts', './root-reducer.ts'],
  message:
    'Features use only the typed hooks of src/app (and the root reducer, to inject a slice).',
}

const shipsNoMocks = {
  target: './src',
  from: ['./mock-api', './tests'],
  message: 'The app never ships the mock API or test helpers.',
}

/** File names are kebab-case (a dot may separate a suffix such as .test or .d). */
const kebabCase = {
  meta: { type: 'suggestion', schema: [] },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? ''
    if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
      context.report({
        loc: { line: 1, column: 0 },
        message: `File name "${name}" is not kebab-case.`,
      })
    }
    return {}
  },
}

// The app never writes raw HTML; text goes through React's escaping.
const noRawHtml = {
  selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  message: 'No raw HTML: render text and elements, which React escapes.',
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'mock-api/media', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, local: { rules: { 'kebab-case-files': kebabCase } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'local/kebab-case-files': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, featuresUseOnlyHooks, shipsNoMocks] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite],
    rules: {
      'no-restricted-syntax': ['error', noRawHtml],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks of src/app/hooks.ts.',
            },
            {
              // Its default entry adds a <style> element at run time, which the
              // Content-Security-Policy refuses; one entry also keeps toasts and container together.
              name: 'react-toastify',
              message:
                "Use 'react-toastify/unstyled' (its stylesheet: src/app/toast-container.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The route table loads features' screens itself; the few pages of the app's own (the legal
    // texts, not found) are plain content that reads at most the route's own parameters. State,
    // effects and analytics live in a feature's screen.
    files: ['src/app/pages/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noRawHtml,
        {
          selector: 'CallExpression[callee.name=/^use(?!Params$|SearchParams$)/]',
          message: "Pages are plain content: move state and effects into a feature's screen.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)(app/hooks|api|lib)(/|$)|-slice$|^react-redux$`,
              message: "Pages are plain content: data and state belong in a feature's screen.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'mock-api/**/*.ts',
      'tests/**/*.{ts,tsx}',
      '*.config.{js,ts}',
      'eslint.config.js',
      'scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests wire a real store and the mock API around the unit they exercise.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mock-api/test-support/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      // expect.any() and friends are typed `any` by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // A journey that removes its page's last route drops the requests sent meanwhile: its routes
    // stay and are lifted instead (tests/e2e/support/routes.ts).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^unroute(All)?$/]',
          message: 'Lift a keptRoute (tests/e2e/support/routes.ts) instead of removing a route.',
        },
        {
          selector:
            "CallExpression[callee.property.name='route'] > ObjectExpression > Property[key.name='times']",
          message:
            'Use keptRoute with `times` (tests/e2e/support/routes.ts): an expiring route is removed.',
        },
      ],
    },
  },
  {
    // The widget stand-in is a plain browser script served by the mock, outside the TS projects.
    files: ['mock-api/kyc-widget/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  prettier,
)
