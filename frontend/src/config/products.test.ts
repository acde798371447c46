import { appRoutes } from '@/app/routes';
import { products } from './products';

describe('products', () => {
  it('links every tool to a screen that is built', () => {
    const built = new Set(appRoutes.map((route) => route.path));
    expect(products.filter((product) => !built.has(product.path)).map((product) => product.name)).toEqual([]);
  });
});
