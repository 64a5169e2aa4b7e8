import { describe, expect, it } from 'vitest';
import { adminPathFromLegacy, sectionOfPath } from './admin-paths';

const legacy = (search: string) => adminPathFromLegacy(new URLSearchParams(search));

describe('admin paths', () => {
  it('knows the section of a path', () => {
    expect(sectionOfPath('/admin/overview')).toBe('overview');
    expect(sectionOfPath('/admin/products')).toBe('products');
    expect(sectionOfPath('/admin/products/p1/edit')).toBe('products');
    expect(sectionOfPath('/admin/orders/GE-1001')).toBe('orders');
    expect(sectionOfPath('/admin/messages')).toBe('messages');
    expect(sectionOfPath('/admin/productsx')).toBeNull();
    expect(sectionOfPath('/admin')).toBeNull();
  });

  it('leads /admin without the old parameters to the Overview, the admin home', () => {
    expect(legacy('')).toBe('/admin/overview');
    expect(legacy('period=week')).toBe('/admin/overview?period=week');
    expect(legacy('utm_source=mail')).toBe('/admin/overview');
  });

  it("leads /admin's product addresses to the products section, with the list filters", () => {
    expect(legacy('section=products')).toBe('/admin/products');
    expect(legacy('q=lift&status=deleted')).toBe('/admin/products?q=lift&status=deleted');
    expect(legacy('view=new')).toBe('/admin/products/new');
    expect(legacy('q=lift&view=new')).toBe('/admin/products/new?q=lift');
    expect(legacy('edit=p%201&status=active')).toBe('/admin/products/p%201/edit?status=active');
    expect(legacy('view=other&edit=')).toBe('/admin/products');
    expect(legacy('section=bogus&q=lift')).toBe('/admin/products?q=lift');
  });

  it('leads the orders addresses to the orders section, with their filters', () => {
    expect(legacy('section=orders')).toBe('/admin/orders');
    expect(legacy('section=orders&status=paid&q=Ada')).toBe('/admin/orders?status=paid&q=Ada');
    expect(legacy('section=orders&status=paid&order=GE-1001')).toBe('/admin/orders/GE-1001?status=paid');
    expect(legacy('section=orders&order=%20')).toBe('/admin/orders');
  });

  it("leads the messages addresses to the messages section, dropping another section's parameters", () => {
    expect(legacy('section=messages')).toBe('/admin/messages');
    expect(legacy('section=messages&show=handled&q=x&edit=p1')).toBe('/admin/messages?show=handled');
  });
});
