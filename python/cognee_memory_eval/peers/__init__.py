"""The other memory systems' rankings, measured by the evaluation on the product's pipeline."""
