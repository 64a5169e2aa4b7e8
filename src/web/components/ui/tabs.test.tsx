import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function renderTabs() {
  render(
    <Tabs defaultValue="description">
      <TabsList aria-label="Product information">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="description">About the lift</TabsContent>
      <TabsContent value="specifications">Capacity: 4 tons</TabsContent>
      <TabsContent value="reviews">No reviews yet</TabsContent>
    </Tabs>,
  );
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows the chosen tab, its panel named by it, and only that panel', () => {
    renderTabs();
    const first = screen.getByRole('tab', { name: 'Description' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(panel.textContent).toBe('About the lift');
    expect(first.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Capacity: 4 tons')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('tabpanel', { name: 'Specifications' }).textContent).toBe('Capacity: 4 tons');
    expect(first.getAttribute('aria-selected')).toBe('false');
  });

  it('moves with the arrow keys, Home and End, and keeps one tab in the Tab order', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Product information' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Description').focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Specifications'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Capacity: 4 tons');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Reviews'));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(tab('Description'));
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('No reviews yet');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, 0]);
  });
});
