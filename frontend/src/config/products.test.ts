import { appRoutes } from '@/app/routes';
import { products } from './products';

describe('products', () => {
  it("marks exactly the tools whose screen is not built yet as 'Coming soon'", () => {
    const built = new Set(appRoutes.map((route) => route.path));
    for (const product of products) {
      expect({ name: product.name, comingSoon: product.comingSoon === true }).toEqual({ name: product.name, comingSoon: !built.has(product.path) });
    }
  });
});
