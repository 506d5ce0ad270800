"""Thin click entry points: parse, validate, send the request, print one JSON object."""
