import { defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as core from '../components/chakra';
import { toaster } from '../components/toast-queue';
import { UiProvider } from '../provider/UiProvider';
import { system } from '../theme/system';
import * as forms from '.';

/** `NativeSelect` → `nativeSelect`: Chakra's recipe keys are the component names in camelCase. */
const recipeKey = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

afterEach(cleanup);

describe('@csan/shared-ui/forms', () => {
  it('adds the recipe of every component it exports to the one Chakra system', () => {
    const names = Object.keys(forms).filter((name) => /^[A-Z]/.test(name));
    const missing = names.map(recipeKey).filter((key) => {
      const styled = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
      return styled && !system.isRecipe(key) && !system.isSlotRecipe(key);
    });
    expect(names).toEqual(expect.arrayContaining(['Dialog', 'Field', 'Input', 'Toaster']));
    expect(missing).toEqual([]);
    // The Toaster's toasts use the toast recipe.
    expect(system.isSlotRecipe('toast')).toBe(true);
  });

  it('keeps the core recipes and exports no core component again', () => {
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('menu')).toBe(true);
    const twice = Object.keys(forms).filter((name) => name in core);
    expect(twice).toEqual([]);
  });

  it('styles its components through the system', () => {
    render(
      <UiProvider>
        <forms.Field.Root>
          <forms.Field.Label>Name</forms.Field.Label>
          <forms.Input />
        </forms.Field.Root>
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    // The recipe's class names: a component without its recipe renders without them.
    expect(input.classList).toContain('chakra-input');
    expect(input.closest('.chakra-field__root')).not.toBeNull();
  });

  it('renders the toast queue of the core with the toast recipe', async () => {
    render(
      <UiProvider>
        <forms.Toaster />
      </UiProvider>,
    );
    act(() => {
      toaster.success({ title: 'Saved' });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast.classList).toContain('chakra-toast__root');
    expect(within(toast).getByText('Saved').textContent).toBe('Saved');
    act(() => toaster.dismiss());
  });
});
